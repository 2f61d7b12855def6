import { describe, expect, it } from 'vitest';
import { browserLanguage } from './i18n.ts';

describe('first-visit language', () => {
  it("follows the browser's first zh or en preference", () => {
    expect(browserLanguage(['en-GB', 'zh-CN'])).toBe('en-US');
    expect(browserLanguage(['zh-TW', 'en-US'])).toBe('zh-CN');
    expect(browserLanguage(['fr-FR', 'en'])).toBe('en-US');
    expect(browserLanguage(['fr-FR', 'de'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});
