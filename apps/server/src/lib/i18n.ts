import type { Language } from '@ecloud/contract';
import { enUS, type MessageKey } from '../i18n/en-US.ts';
import { zhCN } from '../i18n/zh-CN.ts';

export type { MessageKey };

const catalogues: Record<Language, Record<MessageKey, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

/** The caller's language from Accept-Language: Chinese if it asks for it first, else English. */
export function languageOf(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

export function translate(
  lang: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[lang][key].replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}

/** Whether a stored key still names a message (data outlives catalogue edits). */
export const hasMessage = (key: string): key is MessageKey => key in catalogues['en-US'];

/**
 * Text we stored for later readers: `term:<key>` is one of our terms, rendered in the reader's
 * language; anything else (a provider's or a person's words) is shown as it was written.
 */
export function localizeStored(lang: Language, text: string): string {
  if (!text.startsWith('term:')) return text;
  const key = text.slice(5);
  return hasMessage(key) ? translate(lang, key) : text;
}
