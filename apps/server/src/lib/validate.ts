import { z } from 'zod';
import { ResultCode, validationMessage, type Language } from '@ecloud/contract';
import { AppError } from './errors.ts';

const zodLocales = { 'en-US': z.locales.en(), 'zh-CN': z.locales.zhCN() };

// PostgreSQL refuses NUL in text and cannot encode a lone surrogate, so such a string would
// fail deep inside a query as a 500; no field has a use for either.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isBadText = (text: string): boolean => BAD_TEXT.test(text);

/** The path of the first string (value or key) in raw input that no database can store. */
export function findBadText(
  value: unknown,
  path: readonly (string | number)[] = [],
): string | null {
  if (typeof value === 'string') return isBadText(value) ? path.join('.') || 'body' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], [...path, i]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isBadText(key)) return [...path, key.replace(BAD_TEXT, '?')].join('.');
      const found = findBadText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

const refuse = (detail: string): never => {
  throw new AppError(ResultCode.badInput, 'error.badInput', { detail }, detail);
};

/** Refuses raw input carrying text no database can store, naming the field. */
export function assertStorableText(raw: unknown, lang: Language): void {
  const field = findBadText(raw);
  if (field !== null) refuse(`${field}: ${validationMessage('v.badText', lang)}`);
}

/** Parses input with the call's schema; a failure names each field and changes nothing. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  lang: Language,
): z.output<S> {
  assertStorableText(input, lang);
  const result = schema.safeParse(input, { error: zodLocales[lang].localeError });
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) =>
      `${issue.path.length ? issue.path.join('.') : 'body'}: ${validationMessage(issue.message, lang)}`,
  );
  const detail = [...new Set(lines)].slice(0, 5).join('; ');
  return refuse(detail);
}
