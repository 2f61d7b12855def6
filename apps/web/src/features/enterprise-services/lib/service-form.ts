import type { CallInput, Language, ServiceEntry, ServiceText, calls } from '@ecloud/contract';
import { fenToYuan, yuanToFen } from '../../billing/index.ts';

export const SERVICE_LANGUAGES = ['en-US', 'zh-CN'] as const satisfies readonly Language[];
export const SERVICE_LIST_FIELDS = ['scope', 'deliverables', 'process'] as const;
/** The contract's bounds on a list field: lines, and characters per line. */
export const MAX_LINES = 20;
export const MAX_LINE = 300;

type Suffix = 'En' | 'Zh';
const SUFFIX: Record<(typeof SERVICE_LANGUAGES)[number], Suffix> = { 'en-US': 'En', 'zh-CN': 'Zh' };
type TextKey = keyof ServiceText;
type Flat = { [K in `${TextKey}${Suffix}`]: string };

/** What the dialog holds: each language's texts flat (lists one item a line), price in yuan. */
export type ServiceFormValues = Flat & {
  code: string;
  unit: ServiceEntry['unit'];
  price?: string;
  sort: number;
  enabled: boolean;
};

export const fieldName = (key: TextKey, lang: (typeof SERVICE_LANGUAGES)[number]) =>
  `${key}${SUFFIX[lang]}` as const;

/** A text area's items: one a line, blank lines dropped. */
export const splitLines = (text: string | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function textOf(v: ServiceFormValues, lang: (typeof SERVICE_LANGUAGES)[number]): ServiceText {
  return {
    name: v[fieldName('name', lang)].trim(),
    summary: v[fieldName('summary', lang)].trim(),
    scope: splitLines(v[fieldName('scope', lang)]),
    deliverables: splitLines(v[fieldName('deliverables', lang)]),
    process: splitLines(v[fieldName('process', lang)]),
  };
}

/** The save call's input: the yuan typed becomes integer fen; "on quote" sends no price. */
export function toSaveInput(v: ServiceFormValues): CallInput<typeof calls.serviceSave> {
  const priceFen = v.unit === 'quote' ? undefined : (yuanToFen(v.price) ?? undefined);
  return {
    code: v.code.trim(),
    'en-US': textOf(v, 'en-US'),
    'zh-CN': textOf(v, 'zh-CN'),
    unit: v.unit,
    ...(priceFen === undefined ? {} : { priceFen }),
    sort: v.sort,
    enabled: v.enabled,
  };
}

/** An entry as the dialog shows it; a new entry starts published, at the default place. */
export function toFormValues(e: ServiceEntry | null): Partial<ServiceFormValues> {
  if (!e) return { unit: 'project', sort: 100, enabled: true };
  const flat: Partial<Flat> = {};
  for (const lang of SERVICE_LANGUAGES) {
    const text = e[lang];
    flat[fieldName('name', lang)] = text.name;
    flat[fieldName('summary', lang)] = text.summary;
    for (const key of SERVICE_LIST_FIELDS) flat[fieldName(key, lang)] = text[key].join('\n');
  }
  return {
    ...flat,
    code: e.code,
    unit: e.unit,
    price: e.priceFen === null ? undefined : fenToYuan(e.priceFen),
    sort: e.sort,
    enabled: e.enabled,
  };
}

/** The save call's input that keeps an entry as it is but for being published or not. */
export const withEnabled = (
  e: ServiceEntry,
  enabled: boolean,
): CallInput<typeof calls.serviceSave> => ({
  code: e.code,
  'en-US': e['en-US'],
  'zh-CN': e['zh-CN'],
  unit: e.unit,
  ...(e.priceFen === null ? {} : { priceFen: e.priceFen }),
  sort: e.sort,
  enabled,
});
