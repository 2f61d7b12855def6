import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  PORTAL_LOGIN_PATH,
  type Language,
} from '@ecloud/contract';

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
// both; and the portal's pages download only their own strings (docs/decisions.md, "Web
// performance").
type Catalogue = () => Promise<{ catalogue: Record<string, unknown> }>;
const CATALOGUES: Record<Language, Catalogue> = {
  'en-US': () => import('./catalogue-en-US.ts'),
  'zh-CN': () => import('./catalogue-zh-CN.ts'),
};
const PORTAL_CATALOGUES: Record<Language, Catalogue> = {
  'en-US': () => import('./catalogue-portal-en-US.ts'),
  'zh-CN': () => import('./catalogue-portal-zh-CN.ts'),
};

/** Whether every string is wanted: from the start on any page but the portal's. */
const PORTAL = PORTAL_LOGIN_PATH.slice(0, PORTAL_LOGIN_PATH.lastIndexOf('/') + 1);
let wholeCatalogue = typeof location === 'undefined' || !location.pathname.startsWith(PORTAL);
const loaded = new Set<string>();

async function loadCatalogue(lang: Language): Promise<void> {
  // A bundle dropped since (tests put the start state back) is fetched again.
  if (!i18n.hasResourceBundle(lang, 'translation'))
    for (const part of ['all', 'portal']) loaded.delete(`${lang}:${part}`);
  const key = `${lang}:${wholeCatalogue ? 'all' : 'portal'}`;
  if (loaded.has(key) || loaded.has(`${lang}:all`)) return;
  const { catalogue } = await (wholeCatalogue ? CATALOGUES : PORTAL_CATALOGUES)[lang]();
  i18n.addResourceBundle(lang, 'translation', catalogue, true, true);
  loaded.add(key);
}

/** The console's and the error screens' strings, before they show (router.tsx). */
export function loadAllStrings(): Promise<void> {
  wholeCatalogue = true;
  return loadCatalogue(currentLanguage());
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
