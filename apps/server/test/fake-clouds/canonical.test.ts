import { describe, expect, it } from 'vitest';
import { canonicalQuery, rfc3986 } from './canonical.ts';

describe('the fakes’ canonical query string', () => {
  it('sorts by name before joining, so a name comes before the names it prefixes', () => {
    const pairs: [string, string][] = [
      ['Key1', 'b'],
      ['Key', 'a'],
      ['Key-1', 'd'],
      ['Key.1', 'c'],
      ['filters.1.values.10', 'j'],
      ['filters.1.values.1', 'a'],
      ['limit2', '3'],
      ['limit', '10'],
    ];
    expect(canonicalQuery(pairs)).toBe(
      'Key=a&Key-1=d&Key.1=c&Key1=b&filters.1.values.1=a&filters.1.values.10=j&limit=10&limit2=3',
    );
  });

  it('orders a repeated name by value and encodes as RFC 3986 (space as %20)', () => {
    expect(
      canonicalQuery([
        ['id', 'b c'],
        ['id', 'a'],
        ['名', "!'()*~"],
      ]),
    ).toBe('%E5%90%8D=%21%27%28%29%2A~&id=a&id=b%20c');
    expect(rfc3986('a+b/c')).toBe('a%2Bb%2Fc');
  });
});
