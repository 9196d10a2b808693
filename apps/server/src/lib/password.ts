import { type Algorithm, hash, verify } from '@node-rs/argon2';

// The package declares Algorithm as an ambient const enum, which verbatimModuleSyntax cannot read at run time.
const argon2id = 2 as Algorithm;

/** OWASP minimum settings for argon2id (ASVS 5: m=19456 KiB, t=2, p=1). */
export const passwordHashOptions = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** argon2id at (at least) the OWASP minimum: m=19456 KiB, t=2, p=1; each hash has its own salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the same argon2 time when the account does not exist, so response time does not tell which
 * mobile numbers are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('dummy-password-0');
  await verifyPassword(await dummy, password);
  return false;
}
