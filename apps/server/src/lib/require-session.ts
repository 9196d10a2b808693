// The cookie plugin's request.cookies (registered by app.ts).
import type {} from '@fastify/cookie';
import { ErrorCode, headerNames, storageKeys } from '@mall/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { Caller } from './caller';

/** The token travels in the X-Access-Token header (API clients) or the HttpOnly cookie of the same name (browser). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[headerNames.token.toLowerCase()];
  const value = (Array.isArray(header) ? header[0] : header) || request.cookies?.[storageKeys.token];
  return value && value.length <= 128 ? value : undefined;
}

/** Loads the caller's session or throws 50002 (missing or unknown) / 50014 (expired). */
export async function requireSession(request: FastifyRequest): Promise<Caller> {
  if (request.session) return request.session;
  const token = tokenOf(request);
  if (!token) throw new AppError(ErrorCode.TOKEN_INVALID, 'error.tokenInvalid');
  const result = await request.server.resolveSession(token);
  if (result.status === 'expired') throw new AppError(ErrorCode.TOKEN_EXPIRED, 'error.tokenExpired');
  if (result.status !== 'ok') throw new AppError(ErrorCode.TOKEN_INVALID, 'error.tokenInvalid');
  request.session = result.session;
  return result.session;
}
