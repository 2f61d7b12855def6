import type { Language } from '../constants.ts';

/**
 * Messages of the contract's own validation rules. Schemas carry the key; the server and the
 * web app each render it in the reader's language, so a rule has one wording everywhere.
 */
export const VALIDATION_MESSAGES = {
  'v.username': {
    'en-US': '3-32 characters: letters, digits, _ . -, starting with a letter',
    'zh-CN': '3-32 个字符：字母、数字、_ . -，以字母开头',
  },
  'v.password': {
    'en-US': '8-64 characters with three of: upper case, lower case, digits, symbols',
    'zh-CN': '8-64 个字符，包含大写字母、小写字母、数字、符号中的至少三种',
  },
  'v.phone': { 'en-US': 'not a phone number', 'zh-CN': '不是有效的电话号码' },
  'v.readFlag': { 'en-US': 'give ids, or all: true', 'zh-CN': '请提供 ids，或 all: true' },
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

export function validationMessage(message: string, lang: Language): string {
  return message in VALIDATION_MESSAGES
    ? VALIDATION_MESSAGES[message as ValidationKey][lang]
    : message;
}
