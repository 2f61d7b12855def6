import { describe, expect, it } from 'vitest';
import { i18n, i18nReady, setLanguage } from './i18n.ts';

describe('interface strings load per language', () => {
  it('starts with the shown language only, and fetches the other when the user switches', async () => {
    await i18nReady;
    expect(i18n.language).toBe('en-US');
    expect(i18n.hasResourceBundle('en-US', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('zh-CN', 'translation')).toBe(false);
    const english = i18n.t('portal.signIn');
    await setLanguage('zh-CN');
    expect(i18n.hasResourceBundle('zh-CN', 'translation')).toBe(true);
    expect(i18n.t('portal.signIn')).not.toBe(english);
    expect(i18n.t('portal.signIn')).not.toBe('portal.signIn');
    await setLanguage('en-US');
    expect(i18n.t('portal.signIn')).toBe(english);
  });
});
