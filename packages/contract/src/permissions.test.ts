import { describe, expect, it } from 'vitest';
import {
  buttonAllowed,
  canLoadCartCount,
  deriveAuthCodes,
  effectiveAuthCodes,
  hasPermission,
} from './permissions.ts';

describe('permission check (spec section 6)', () => {
  it("grants everything to authCodes containing 'all'", () => {
    expect(hasPermission('all', 'v7-2')).toBe(true);
    expect(hasPermission('v1,all,', 'v3-16')).toBe(true);
  });

  it('needs the code followed by a comma otherwise', () => {
    expect(hasPermission('v1,v3,v3-1,', 'v3-1')).toBe(true);
    expect(hasPermission('v1,v3,v3-1,', 'v3-2')).toBe(false);
  });

  it('does not let one code match inside another', () => {
    expect(hasPermission('v3-11,', 'v3-1')).toBe(false);
    expect(hasPermission('v10-1,', 'v1')).toBe(false);
    expect(hasPermission('v3-1,', 'v3-11')).toBe(false);
  });

  it('grants nothing without authCodes', () => {
    expect(hasPermission('', 'v1')).toBe(false);
    expect(hasPermission(undefined, 'v1')).toBe(false);
  });

  it("lets the word 'channel' grant everything in the action button only", () => {
    expect(buttonAllowed('channel', 'v7-2')).toBe(true);
    expect(hasPermission('channel', 'v7-2')).toBe(false);
    expect(buttonAllowed('v1,', 'v7-2')).toBe(false);
    expect(buttonAllowed('v1,', undefined)).toBe(true);
  });

  it('enforces the channel menu codes on the server for a channel partner', () => {
    const grants = effectiveAuthCodes('channel,');
    for (const code of ['v1', 'v3', 'v3-3', 'v3-15', 'v3-16', 'v5', 'v6', 'v7', 'v7-1'])
      expect(hasPermission(grants, code)).toBe(true);
    expect(hasPermission(grants, 'v7-2')).toBe(false);
    expect(hasPermission(grants, 'v3-6')).toBe(false);
  });

  it('loads the cart count only for all or v3-5', () => {
    expect(canLoadCartCount('all')).toBe(true);
    expect(canLoadCartCount('v3,v3-5,')).toBe(true);
    expect(canLoadCartCount('v3,v3-4,')).toBe(false);
    expect(canLoadCartCount('channel,')).toBe(false);
  });

  it("derives authCodes: 'all' if any role holds it, else comma-terminated codes without repeats", () => {
    expect(deriveAuthCodes([['v1'], ['all']])).toBe('all');
    expect(
      deriveAuthCodes([
        ['v1', 'v3'],
        ['v3', 'v6'],
      ]),
    ).toBe('v1,v3,v6,');
    expect(deriveAuthCodes([])).toBe('');
  });
});
