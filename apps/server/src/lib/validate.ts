import { z } from 'zod';
import { ResultCode, validationMessage, type Language } from '@ecloud/contract';
import { AppError } from './errors.ts';

const zodLocales = { 'en-US': z.locales.en(), 'zh-CN': z.locales.zhCN() };

/** Parses input with the call's schema; a failure names each field and changes nothing. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  lang: Language,
): z.output<S> {
  const result = schema.safeParse(input, { error: zodLocales[lang].localeError });
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) =>
      `${issue.path.length ? issue.path.join('.') : 'body'}: ${validationMessage(issue.message, lang)}`,
  );
  const detail = [...new Set(lines)].slice(0, 5).join('; ');
  throw new AppError(ResultCode.badInput, 'error.badInput', { detail }, detail);
}
