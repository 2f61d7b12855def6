import { describe, expect, it } from 'vitest';
import { browserLanguage, i18n, i18nReady, setLanguage } from './i18n.ts';

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

describe('first-visit language', () => {
  it("follows the browser's first zh or en preference", () => {
    expect(browserLanguage(['en-GB', 'zh-CN'])).toBe('en-US');
    expect(browserLanguage(['zh-TW', 'en-US'])).toBe('zh-CN');
    expect(browserLanguage(['fr-FR', 'en'])).toBe('en-US');
    expect(browserLanguage(['fr-FR', 'de'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});
