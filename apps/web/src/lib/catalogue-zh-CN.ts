import { mergeCatalogue } from './merge-catalogue.ts';

// Every zh-CN catalogue file, as one chunk: lib/i18n.ts loads it when zh-CN is shown. Files are
// found, not listed, so a new catalogue file needs no registration here.
const files = import.meta.glob<Record<string, Record<string, unknown>>>(
  ['../locales/zh-CN/*.ts', '!**/*.test.ts'],
  { eager: true },
);

export const catalogue: Record<string, unknown> = mergeCatalogue(
  Object.values(files).flatMap((m) => Object.values(m)),
);
