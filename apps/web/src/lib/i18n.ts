import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '@ecloud/contract';

/** The browser's preferred language among ours (zh-* or en-*), for a first visit. */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en-US';
  }
  return null;
}

/** The user's choice once made; before that, the browser's language; else the default. */
function storedLanguage(): Language {
  const stored =
    typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if ((LANGUAGES as readonly string[]).includes(stored ?? '')) return stored as Language;
  const preferred =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return browserLanguage(preferred) ?? DEFAULT_LANGUAGE;
}

// Each language's strings in a chunk of its own: a page downloads the language it shows, not
// both (docs/decisions.md, "Web performance").
const CATALOGUES: Record<Language, () => Promise<{ catalogue: Record<string, unknown> }>> = {
  'en-US': () => import('./catalogue-en-US.ts'),
  'zh-CN': () => import('./catalogue-zh-CN.ts'),
};

async function loadCatalogue(lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const { catalogue } = await CATALOGUES[lang]();
  i18n.addResourceBundle(lang, 'translation', catalogue, true, true);
}

void i18n.use(initReactI18next).init({
  resources: {},
  lng: storedLanguage(),
  fallbackLng: 'en-US',
  interpolation: { escapeValue: false },
  returnNull: false,
});
/**
 * Resolves once the shown language's strings have arrived: the app renders after it. Not a
 * top-level await, so the router starts fetching the page's code at the same time.
 * Only that language: both catalogues hold the same keys (locales/catalogues.test.ts).
 */
export const i18nReady: Promise<void> = loadCatalogue(storedLanguage());

function apply(lang: Language): void {
  dayjs.locale(lang === 'zh-CN' ? 'zh-cn' : 'en');
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
apply(storedLanguage());

export const currentLanguage = (): Language => (i18n.language as Language) ?? DEFAULT_LANGUAGE;

export async function setLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  await loadCatalogue(lang);
  apply(lang);
  await i18n.changeLanguage(lang);
}

export { i18n };
