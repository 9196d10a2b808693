import { ErrorCode, headerNames } from '@mall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { SessionService } from '../modules/account/session.service';

export interface Session {
  userId: number;
  custId: number;
  subsysCode: string;
  oldUserId: number | null;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    session?: Session | null;
  }
  interface FastifyInstance {
    sessions: SessionService;
  }
}

/** The token travels in the X-Access-Token header (API clients) or the cookie of the same name (browser). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[headerNames.token.toLowerCase()];
  const value = (Array.isArray(header) ? header[0] : header) || request.cookies?.[headerNames.token];
  return value && value.length <= 128 ? value : undefined;
}

/** Loads the caller's session or throws 50002 (missing or unknown) / 50014 (expired). */
export async function requireSession(request: FastifyRequest): Promise<Session> {
  if (request.session) return request.session;
  const token = tokenOf(request);
  if (!token) throw new AppError(ErrorCode.TOKEN_INVALID, 'error.tokenInvalid');
  const result = await request.server.sessions.resolve(token);
  if (result.status === 'expired') throw new AppError(ErrorCode.TOKEN_EXPIRED, 'error.tokenExpired');
  if (result.status !== 'ok') throw new AppError(ErrorCode.TOKEN_INVALID, 'error.tokenInvalid');
  request.session = result.session;
  return result.session;
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  app.decorate('sessions', opts.sessions);
  app.decorateRequest('session', null);
});
