import { platformAdminCustId, zMobile, zPassword } from '@mall/contracts';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../lib/password';
import { demoMobiles, demoPassword } from './demo-accounts';
import { type PlatformAccountInsert, PlatformAccountRepository } from './platform-account.repository';

/**
 * The platform account is customer 1: the target of every "contact customer service" chat, so whoever
 * holds it reads and answers the whole mall's service chats. Production seeds no accounts; an operator
 * creates this one with `npm run create-platform-account` (platform-account-cli.ts).
 */
export const platformAccountDefaults = { custName: '平台客服', contactName: '云采客服' } as const;

/** Longer than a buyer's minimum (6): this account speaks for the mall. The sign-in form allows 20 at most. */
export const platformPasswordMinLength = 12;

export class PlatformAccountError extends Error {}

/** Why `password` may not guard the platform account, or null when it may. */
export function platformPasswordProblem(password: string, mobile: string): string | null {
  if (!zPassword.safeParse(password).success)
    return 'the password must be 6-20 printable characters with letters and digits (the sign-in form allows no other)';
  if (password.length < platformPasswordMinLength)
    return `the password must be at least ${platformPasswordMinLength} characters long for the platform account`;
  const lower = password.toLowerCase();
  if (lower.includes(demoPassword) || lower.includes(mobile) || new Set(lower).size < 6)
    return 'the password is too easy to guess (it repeats characters, or holds the mobile number or the demo password)';
  return null;
}

export interface PlatformAccountInput {
  mobile: string;
  password: string;
  custName?: string;
  contactName?: string;
  now?: Date;
}

/**
 * Creates customer 1 with its user (sign-in by `mobile`, buyer centre), in one transaction. Refuses when
 * customer 1 or the mobile already exists, and on a database the server has not seeded yet.
 */
export async function createPlatformAccount(
  db: Db,
  input: PlatformAccountInput,
): Promise<{ userId: number }> {
  if (!zMobile.safeParse(input.mobile).success)
    throw new PlatformAccountError(`"${input.mobile}" is not a mainland mobile number (11 digits, 1[3-9]…)`);
  const problem = platformPasswordProblem(input.password, input.mobile);
  if (problem) throw new PlatformAccountError(problem);
  const custName = (input.custName ?? platformAccountDefaults.custName).trim();
  const contactName = (input.contactName ?? platformAccountDefaults.contactName).trim();
  if (!custName || custName.length > 64 || !contactName || contactName.length > 64)
    throw new PlatformAccountError('--name and --contact must be 1 to 64 characters');
  const passwordHash = await hashPassword(input.password);
  const now = input.now ?? new Date();
  let created: PlatformAccountInsert;
  try {
    created = await new PlatformAccountRepository(db).insert({
      mobile: input.mobile,
      custName,
      contactName,
      passwordHash,
      now,
    });
  } catch (error) {
    // Two operators at once: the loser hits the primary key or the mobile's unique index.
    // drizzle wraps the driver's error; its cause carries the SQLSTATE.
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if ((code ?? cause?.code) === '23505')
      throw new PlatformAccountError(
        'the platform account or this mobile was created meanwhile; nothing was changed',
      );
    throw error;
  }
  if ('userId' in created) return created;
  if (created.refused === 'unseeded')
    throw new PlatformAccountError(
      'the database has no configuration yet: start the server once (it seeds an empty database), then run this again',
    );
  if (created.refused === 'exists')
    throw new PlatformAccountError(
      `the platform account (customer ${platformAdminCustId}, "${created.custName}") already exists; nothing was changed`,
    );
  throw new PlatformAccountError(`${input.mobile} already signs in to another account`);
}

/** Whether customer 1 has a user who can sign in (server.ts tells the operator when not). */
export function platformAccountExists(db: Db): Promise<boolean> {
  return new PlatformAccountRepository(db).platformUserExists();
}

/**
 * Mobiles of the demo accounts that still sign in with the demo password: a database the demo seeded, now
 * run in production (the README's password would open them). server.ts warns about them.
 */
export async function demoAccountsLeft(db: Db): Promise<string[]> {
  const rows = await new PlatformAccountRepository(db).usersByMobile(demoMobiles);
  const left: string[] = [];
  for (const row of rows) if (await verifyPassword(row.passwordHash, demoPassword)) left.push(row.mobile);
  return left;
}
