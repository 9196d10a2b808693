// The auth module's front door: sign-in, registration, SMS codes, captchas and the caller's profile.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { SmsProvider } from '../../lib/sms/sms-provider';
import type { AccountService, SessionService } from '../account';
import { AuthRepository } from './auth.repository';
import { type AuthModule, type AuthRouteOptions, authRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { CaptchaService } from './captcha.service';
import { CentreService } from './centres.service';
import { KeyService } from './key.service';
import { ProfileService } from './profile.service';
import { RegistrationService } from './registration.service';
import { SmsCodeService, type SmsLimits } from './sms.service';
import { ThrottleService } from './throttle.service';
import { TicketRepository } from './ticket.repository';
import { TicketService } from './tickets.service';
import { UserRepository } from './user.repository';

export type { AuthModule, ProfileService, SmsCodeService };

export interface AuthModuleDeps {
  db: Db;
  sessions: SessionService;
  account: AccountService;
  /** Where SMS codes go; null: SMS refused. */
  smsProvider: SmsProvider | null;
  smsLimits: SmsLimits;
  routes: AuthRouteOptions;
  now: () => Date;
}

export function createAuthModule(deps: AuthModuleDeps): AuthModule & { routes(api: FastifyInstance): void } {
  const { db, sessions, account, now } = deps;
  const repo = new AuthRepository(db);
  const users = new UserRepository(db);
  const keys = new KeyService(repo);
  const captcha = new CaptchaService(repo, now);
  const throttle = new ThrottleService(repo, now);
  const sms = new SmsCodeService(repo, deps.smsProvider, deps.smsLimits, captcha, now);
  const tickets = new TicketService(new TicketRepository(db), users, sessions, now);
  const centres = new CentreService(users, sessions, account);
  const services: AuthModule = {
    auth: new AuthService(users, sessions, keys, captcha, sms, throttle, tickets, centres),
    tickets,
    centres,
    captcha,
    sms,
    profile: new ProfileService(users, keys, sms, throttle, sessions),
    registration: new RegistrationService(users, keys, sms, now, sessions),
  };
  return {
    ...services,
    routes(api: FastifyInstance) {
      authRoutes(api, services, deps.routes);
    },
  };
}
