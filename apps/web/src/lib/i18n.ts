import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '@ecloud/contract';
import { resources } from '../locales/index.ts';

function storedLanguage(): Language {
  const stored =
    typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '')
    ? (stored as Language)
    : DEFAULT_LANGUAGE;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'en-US',
  interpolation: { escapeValue: false },
  returnNull: false,
});

function apply(lang: Language): void {
  dayjs.locale(lang === 'zh-CN' ? 'zh-cn' : 'en');
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
apply(storedLanguage());

export const currentLanguage = (): Language => (i18n.language as Language) ?? DEFAULT_LANGUAGE;

export async function setLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  apply(lang);
  await i18n.changeLanguage(lang);
}

export { i18n };
