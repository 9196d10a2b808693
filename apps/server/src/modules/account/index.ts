// The account module's front door: other modules and app.ts import from here, never from its files.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Broker } from '../../lib/broker/broker';
import { AccountRepository } from './account.repository';
import { accountRoutes } from './account.routes';
import { AccountService } from './account.service';
import { SessionRepository } from './session.repository';
import { type SessionPolicy, SessionService } from './session.service';

export { demoMobiles, demoPassword } from './demo-accounts';
export { demoAccountsLeft, platformAccountExists } from './platform-account';
export type { Session } from './session';
/** A session token's stored form (the bench writes a session before its server starts). */
export { hashToken } from './session.service';
export type { AccountService, SessionService };

export interface AccountModuleDeps {
  db: Db;
  /** Ended sessions are announced to, and heard from, every server copy through it. */
  broker: Broker;
  sessionPolicy: SessionPolicy;
  now: () => Date;
}

/** Accounts and their sessions. `start()` joins the other server copies' session endings (before serving). */
export function createAccountModule(deps: AccountModuleDeps) {
  const sessions = new SessionService(new SessionRepository(deps.db), deps.sessionPolicy, deps.now);
  const account = new AccountService(new AccountRepository(deps.db));
  return {
    sessions,
    account,
    /** Sign-outs and password changes reach the session caches of every server copy. */
    start: () => sessions.shareEndings(deps.broker),
    routes(api: FastifyInstance) {
      accountRoutes(api, account);
    },
  };
}

export type AccountModule = ReturnType<typeof createAccountModule>;
