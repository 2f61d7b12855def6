import { z } from 'zod';
import type { Rule } from 'antd/es/form';
import { validationMessage } from '@ecloud/contract';
import { currentLanguage } from './i18n.ts';

const locales = { 'en-US': z.locales.en(), 'zh-CN': z.locales.zhCN() };

/**
 * A form rule from the contract's schema, so a field is held to the same rule, worded the
 * same way, in the browser and on the server. Empty values are left to `required`.
 */
export function zodRule(schema: z.ZodType): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const lang = currentLanguage();
      const result = schema.safeParse(value, { error: locales[lang].localeError });
      if (!result.success)
        throw new Error(validationMessage(result.error.issues[0]!.message, lang));
    },
  };
}
