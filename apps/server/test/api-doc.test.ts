import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiDoc } from '../../../scripts/api-doc.mts';

describe('docs/api.md', () => {
  it('matches the call table (run scripts/api-doc.mts after changing calls)', () => {
    const file = fs.readFileSync(path.resolve(__dirname, '../../../docs/api.md'), 'utf8');
    expect(file).toBe(apiDoc());
  });
});
