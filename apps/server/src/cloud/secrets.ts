import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Cloud secrets at rest: AES-256-GCM (node:crypto; a library would add nothing over the
 * platform's own AEAD). A sealed value is `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url),
 * so a value names the key it was sealed under and rotation can keep old keys for reading
 * while everything is re-sealed under the new one (docs/operations.md).
 */
export const KEY_FILE_NAME = 'cloud-secret.key';

export interface Keyring {
  /** Key id of the key new values are sealed under. */
  currentId: string;
  seal(plain: string): string;
  open(sealed: string): string;
  /** True when the value was sealed under a key other than the current one. */
  isStale(sealed: string): boolean;
}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** A key given as 64 hex digits or base64 of 32 bytes. */
export function parseKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32) {
    throw new Error('ECLOUD_SECRET_KEY must be 32 bytes: 64 hex digits or base64');
  }
  return key;
}

export function createKeyring(current: Buffer, previous: readonly Buffer[] = []): Keyring {
  const keys = new Map<string, Buffer>();
  for (const k of [current, ...previous]) keys.set(keyId(k), k);
  const currentId = keyId(current);
  return {
    currentId,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(currentId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['v1', currentId, iv, tag, body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, id, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !id || !iv || !tag || body === undefined) {
        throw new Error('not a sealed secret');
      }
      const key = keys.get(id);
      if (!key) throw new Error(`secret sealed under unknown key ${id}`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(id));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    isStale: (sealed) => sealed.split('.')[1] !== currentId,
  };
}

/**
 * The key from ECLOUD_SECRET_KEY, else from DATA_DIR/cloud-secret.key, created (0600) with a
 * random key on first start. Created exclusively, so two processes starting together on one
 * data folder agree on one key.
 */
export function loadKeyring(opts: {
  secretKey?: string;
  previousKeys?: readonly string[];
  dataDir: string;
}): Keyring {
  const previous = (opts.previousKeys ?? []).map(parseKey);
  if (opts.secretKey) return createKeyring(parseKey(opts.secretKey), previous);
  const file = path.join(opts.dataDir, KEY_FILE_NAME);
  fs.mkdirSync(opts.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return createKeyring(parseKey(fs.readFileSync(file, 'utf8')), previous);
}

/** Shows the first and last 4 characters of an access key (all masked when it is short). */
export function maskAccessKey(key: string): string {
  if (key.length <= 8) return '*'.repeat(key.length);
  return `${key.slice(0, 4)}${'*'.repeat(Math.min(key.length - 8, 12))}${key.slice(-4)}`;
}

export interface SealedCredentials {
  accessKeyId: string;
  secret: string;
}
export const sealCredentials = (k: Keyring, c: SealedCredentials) =>
  k.seal(JSON.stringify({ accessKeyId: c.accessKeyId, secret: c.secret }));
export const openCredentials = (k: Keyring, sealed: string): SealedCredentials =>
  JSON.parse(k.open(sealed)) as SealedCredentials;
