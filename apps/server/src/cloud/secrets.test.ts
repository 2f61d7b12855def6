import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KEY_FILE_NAME, createKeyring, loadKeyring, maskAccessKey, parseKey } from './secrets.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ecloud-keys-'));

describe('cloud secrets at rest (AES-256-GCM)', () => {
  it('seals with a fresh IV each time and opens only with the key', () => {
    const k = createKeyring(randomBytes(32));
    const a = k.seal('top secret');
    expect(a).not.toContain('top secret');
    expect(k.seal('top secret')).not.toBe(a);
    expect(k.open(a)).toBe('top secret');
    expect(() => createKeyring(randomBytes(32)).open(a)).toThrow(/unknown key/);
    const [v, id, iv, tag, body] = a.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped.writeUInt8(flipped.readUInt8(0) ^ 1, 0);
    expect(() => k.open([v, id, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });

  it('creates a 0600 key file in the data folder on first start and reuses it', () => {
    const dir = tmp();
    const first = loadKeyring({ dataDir: dir });
    const file = path.join(dir, KEY_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const second = loadKeyring({ dataDir: dir });
    expect(second.currentId).toBe(first.currentId);
    expect(second.open(first.seal('x'))).toBe('x');
  });

  it('prefers ECLOUD_SECRET_KEY, and reads old values under previous keys during rotation', () => {
    const oldKey = randomBytes(32).toString('hex');
    const newKey = randomBytes(32).toString('base64');
    const dir = tmp();
    const old = loadKeyring({ dataDir: dir, secretKey: oldKey });
    expect(fs.existsSync(path.join(dir, KEY_FILE_NAME))).toBe(false);
    const sealed = old.seal('s');
    const rotated = loadKeyring({ dataDir: dir, secretKey: newKey, previousKeys: [oldKey] });
    expect(rotated.isStale(sealed)).toBe(true);
    expect(rotated.open(sealed)).toBe('s');
    expect(rotated.isStale(rotated.seal('s'))).toBe(false);
    expect(() => parseKey('too short')).toThrow(/32 bytes/);
  });

  it('masks access keys to their first and last four characters', () => {
    expect(maskAccessKey('LTAI5tAbCdEfGhIjKlMn')).toBe('LTAI************KlMn');
    expect(maskAccessKey('short')).toBe('*****');
  });
});
