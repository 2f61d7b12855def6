import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2; the package's enum is const, so it cannot be imported here) with the
 * OWASP baseline: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Verifying against a throwaway hash for unknown users keeps the answer time the same. */
export async function burnVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummy, password);
}
