import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/render.tsx';
import { HOME_CARDS } from './cards.ts';

const card = (key: string) => HOME_CARDS.find((c) => c.key === key)!;

describe('the cost centre’s home cards', () => {
  it('show balance and month-to-date spend to cost-centre users of the operator console', () => {
    for (const key of ['balance', 'spend']) {
      expect(card(key).show(aUser({ authCodes: 'all' }), 1), key).toBe(true);
      expect(card(key).show(aUser({ authCodes: 'v1,v3,v3-1,' }), 1), key).toBe(true);
      expect(card(key).show(aUser({ authCodes: 'channel,' }), 1), key).toBe(true);
      expect(card(key).show(aUser({ authCodes: 'v1,v6,' }), 1), key).toBe(false);
      expect(card(key).show(aUser({ authCodes: 'all' }), 2), key).toBe(false);
    }
  });

  it('show pending reviews only to holders of the reviewing code by name', () => {
    expect(card('reviews').show(aUser({ authCodes: 'v1,audit,audit-1,' }), 1)).toBe(true);
    expect(card('reviews').show(aUser({ authCodes: 'all' }), 1)).toBe(false);
    expect(card('reviews').show(aUser({ authCodes: 'v1,v3,' }), 1)).toBe(false);
  });
});

describe('the news card', () => {
  it('shows on both consoles’ home pages, to everyone', () => {
    for (const flag of [1, 2] as const) {
      expect(card('news').show(aUser({ authCodes: 'v1,' }), flag)).toBe(true);
      expect(card('news').show(aUser({ authCodes: 'all' }), flag)).toBe(true);
    }
  });
});
