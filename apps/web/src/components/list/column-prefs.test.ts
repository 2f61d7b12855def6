import { beforeEach, describe, expect, it } from 'vitest';
import { applyColumnPrefs, moveKey, readColumnPrefs, writeColumnPrefs } from './column-prefs.ts';

const cols = ['name', 'status', 'region', 'ip'].map((key) => ({ key }));

describe('resource table column settings', () => {
  beforeEach(() => localStorage.clear());

  it('shows every column in the default order until something is saved', () => {
    expect(readColumnPrefs('host')).toBeNull();
    expect(applyColumnPrefs(cols, null).map((c) => c.key)).toEqual([
      'name',
      'status',
      'region',
      'ip',
    ]);
  });

  it('keeps the saved order and hidden columns per table in localStorage', () => {
    writeColumnPrefs('host', { order: ['ip', 'name', 'status', 'region'], hidden: ['region'] });
    const prefs = readColumnPrefs('host');
    expect(applyColumnPrefs(cols, prefs).map((c) => c.key)).toEqual(['ip', 'name', 'status']);
    expect(readColumnPrefs('disk')).toBeNull();
    writeColumnPrefs('host', null);
    expect(readColumnPrefs('host')).toBeNull();
  });

  it('drops unknown saved keys, appends new columns, and never hides fixed ones', () => {
    const prefs = { order: ['gone', 'status', 'name'], hidden: ['name', 'ip'] };
    expect(applyColumnPrefs(cols, prefs, ['name']).map((c) => c.key)).toEqual([
      'status',
      'name',
      'region',
    ]);
  });

  it('ignores a damaged saved value', () => {
    localStorage.setItem('ecloud.columns.host', '{not json');
    expect(readColumnPrefs('host')).toBeNull();
    localStorage.setItem('ecloud.columns.host', JSON.stringify({ order: 'x' }));
    expect(readColumnPrefs('host')).toBeNull();
  });

  it('moves a key up and down within bounds', () => {
    expect(moveKey(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveKey(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});
