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
 * A term to store for later readers, with its parameters (which may be stored terms too): each
 * reader sees it in their own language, as system messages are.
 */
export const storedTerm = (key: MessageKey, params: Record<string, string | number> = {}) =>
  Object.keys(params).length > 0 ? `term:${key}:${JSON.stringify(params)}` : `term:${key}`;

/**
 * Text we stored for later readers: `term:<key>` (or `term:<key>:<JSON parameters>`, see
 * `storedTerm`) is one of our terms, rendered in the reader's language; anything else (a
 * provider's or a person's words) is shown as it was written.
 */
export function localizeStored(lang: Language, text: string): string {
  if (!text.startsWith('term:')) return text;
  const rest = text.slice(5);
  const colon = rest.indexOf(':');
  const key = colon < 0 ? rest : rest.slice(0, colon);
  if (!hasMessage(key)) return text;
  if (colon < 0) return translate(lang, key);
  let params: Record<string, unknown>;
  try {
    params = JSON.parse(rest.slice(colon + 1)) as Record<string, unknown>;
  } catch {
    return text;
  }
  const shown = Object.entries(params).map(([k, v]) => [
    k,
    typeof v === 'string' ? localizeStored(lang, v) : Number(v),
  ]);
  return translate(lang, key, Object.fromEntries(shown) as Record<string, string | number>);
}
