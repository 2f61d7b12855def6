import { createHash } from 'node:crypto';

/**
 * Reads an OpenSSH public key line (`<type> <base64> [comment]`, as in authorized_keys and
 * .pub files). Hand-written because it is 40 lines against a dependency: the blob starts with
 * the same type name, RSA keys carry exponent and modulus (we count the modulus bits).
 */
export const SSH_KEY_TYPES = [
  'ssh-rsa',
  'ssh-ed25519',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
] as const;
export const RSA_MIN_BITS = 2048;

export type SshKeyProblem =
  | { reason: 'format' }
  | { reason: 'private' }
  | { reason: 'type'; type: string }
  | { reason: 'corrupt' }
  | { reason: 'weak'; bits: number };

export interface SshKey {
  keyType: string;
  bits: number | null;
  comment: string;
  fingerprint: string;
  /** Normalised: type, base64 and comment separated by single spaces. */
  line: string;
}

function readString(buf: Buffer, at: number): [Buffer, number] | null {
  if (at + 4 > buf.length) return null;
  const len = buf.readUInt32BE(at);
  if (at + 4 + len > buf.length) return null;
  return [buf.subarray(at + 4, at + 4 + len), at + 4 + len];
}

export function parseSshPublicKey(text: string): SshKey | SshKeyProblem {
  // Someone pasting the wrong half of the pair deserves to be told so.
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) return { reason: 'private' };
  const parts = text.trim().split(/\s+/);
  if (parts.length < 2 || !/^[A-Za-z0-9+/]+={0,2}$/.test(parts[1]!)) return { reason: 'format' };
  const [keyType, b64, ...rest] = parts as [string, string, ...string[]];
  if (!(SSH_KEY_TYPES as readonly string[]).includes(keyType))
    return { reason: 'type', type: keyType.slice(0, 40) };
  const blob = Buffer.from(b64, 'base64');
  const head = readString(blob, 0);
  if (!head || head[0].toString('latin1') !== keyType) return { reason: 'corrupt' };
  let bits: number | null;
  if (keyType === 'ssh-rsa') {
    const e = readString(blob, head[1]);
    const n = e && readString(blob, e[1]);
    if (!n || n[1] !== blob.length) return { reason: 'corrupt' };
    let modulus = n[0];
    while (modulus.length && modulus[0] === 0) modulus = modulus.subarray(1);
    bits = modulus.length ? (modulus.length - 1) * 8 + (32 - Math.clz32(modulus[0]!)) : 0;
    if (bits < RSA_MIN_BITS) return { reason: 'weak', bits };
  } else if (keyType === 'ssh-ed25519') {
    const k = readString(blob, head[1]);
    if (!k || k[0].length !== 32 || k[1] !== blob.length) return { reason: 'corrupt' };
    bits = 256;
  } else {
    const curve = readString(blob, head[1]);
    const point = curve && readString(blob, curve[1]);
    if (!point || point[1] !== blob.length) return { reason: 'corrupt' };
    bits = Number(keyType.slice(-3));
  }
  const comment = rest.join(' ').slice(0, 200);
  const fingerprint = `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
  return {
    keyType,
    bits,
    comment,
    fingerprint,
    line: [keyType, b64, comment].filter(Boolean).join(' '),
  };
}

export const isProblem = (k: SshKey | SshKeyProblem): k is SshKeyProblem => 'reason' in k;
