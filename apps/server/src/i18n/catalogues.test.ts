import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@ecloud/contract';
import { enUS } from './en-US.ts';
import { zhCN } from './zh-CN.ts';
import { MESSAGE_TEMPLATES } from '../modules/messages/templates.ts';
import { BUILT_IN_ROLES } from '../modules/identity/built-in-roles.ts';

const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server catalogues', () => {
  it('hold the same keys in en-US and zh-CN, with the same parameters', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(enUS).sort());
    for (const key of Object.keys(enUS) as (keyof typeof enUS)[]) {
      expect(params(zhCN[key]), key).toEqual(params(enUS[key]));
      expect(zhCN[key].trim(), key).not.toBe('');
    }
  });

  it('have a title and content for every message template and a name for every role', () => {
    for (const t of MESSAGE_TEMPLATES) {
      expect(enUS).toHaveProperty(`${t}.title`);
      expect(enUS).toHaveProperty(`${t}.content`);
    }
    for (const r of BUILT_IN_ROLES) {
      expect(enUS).toHaveProperty(`role.${r.code}.name`);
      expect(enUS).toHaveProperty(`role.${r.code}.description`);
    }
  });

  it('word every contract validation rule in both languages', () => {
    for (const [key, m] of Object.entries(VALIDATION_MESSAGES)) {
      expect(m['en-US'], key).toBeTruthy();
      expect(m['zh-CN'], key).toBeTruthy();
    }
  });
});
