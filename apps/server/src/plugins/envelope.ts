import { ErrorCode, issueReason, type Locale, resolveLocale, siteLangCookie } from '@mall/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from '../lib/app-error';
import type {} from '../lib/request-locale';
import { translate } from '../lib/translate';
import { ValidationFailure } from '../lib/validation-failure';

const httpStatusByCode: Record<number, number> = {
  [ErrorCode.VALIDATION_FAILED]: 400,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.CROSS_SITE]: 403,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.SMS_PROVIDER_LIMITED]: 429,
  [ErrorCode.TOKEN_INVALID]: 401,
  [ErrorCode.TOKEN_EXPIRED]: 401,
  [ErrorCode.SERVER_ERROR]: 500,
  [ErrorCode.UNAVAILABLE]: 503,
  [ErrorCode.SMS_UNAVAILABLE]: 503,
  [ErrorCode.IMAGE_BUSY]: 503,
};

/** A readable, translated message naming the first failing field, e.g. "productId: Must be at least 1". */
export function validationMessage(error: ZodError, locale: Locale, where: string): string {
  const issue = error.issues[0];
  if (!issue) return translate(locale, 'zod.invalid');
  const field = issue.path.length > 0 ? issue.path.join('.') : where;
  return translate(locale, 'error.validation', { field, reason: issueReason(issue, locale) });
}

function send(reply: FastifyReply, code: number, msg: string) {
  return reply.status(httpStatusByCode[code] ?? 200).send({ code, msg, ext: null });
}

/**
 * The response envelope of spec §8 for every /api reply, including errors, unknown paths and failures
 * inside Fastify itself (bad JSON, body too large). Messages are translated; stack traces never leave.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'zh_CN');
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    request.locale = resolveLocale(request.cookies?.[siteLangCookie], request.headers['accept-language']);
    done();
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    const locale = request.locale ?? 'zh_CN';
    if (error instanceof AppError) {
      // Busy decoding pictures: the same request is taken again once a worker is free.
      if (error.code === ErrorCode.IMAGE_BUSY) reply.header('retry-after', '5');
      return send(reply, error.code, translate(locale, error.messageKey, error.params));
    }
    if (error instanceof ValidationFailure)
      return send(reply, ErrorCode.VALIDATION_FAILED, validationMessage(error.zodError, locale, error.where));
    const err = error as { statusCode?: number; code?: string };
    if (err.statusCode === 429)
      return send(reply, ErrorCode.RATE_LIMITED, translate(locale, 'error.rateLimited', { seconds: 60 }));
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return send(reply, ErrorCode.VALIDATION_FAILED, translate(locale, 'error.badJson'));
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({
        code: ErrorCode.VALIDATION_FAILED,
        msg: translate(locale, 'error.payloadTooLarge'),
        ext: null,
      });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return reply
        .status(err.statusCode)
        .send({ code: ErrorCode.VALIDATION_FAILED, msg: translate(locale, 'zod.invalid'), ext: null });
    if (isDatabaseUnavailable(error)) {
      // The embedded database restarting, or PostgreSQL out of reach: the same request works again soon.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, ErrorCode.UNAVAILABLE, translate(locale, 'error.unavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, ErrorCode.SERVER_ERROR, translate(locale, 'error.server'));
  });
});

/**
 * The envelope of an error thrown after a streamed answer has begun (its status is already sent): the
 * same code and translated message the error handler would answer; unexpected failures are logged.
 */
export function errorEnvelope(error: unknown, request: FastifyRequest) {
  const locale = request.locale ?? 'zh_CN';
  const envelope = (code: number, msg: string) => ({ code, msg, ext: null });
  if (error instanceof AppError)
    return envelope(error.code, translate(locale, error.messageKey, error.params));
  if (error instanceof ValidationFailure)
    return envelope(ErrorCode.VALIDATION_FAILED, validationMessage(error.zodError, locale, error.where));
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return envelope(ErrorCode.UNAVAILABLE, translate(locale, 'error.unavailable'));
  }
  request.log.error({ err: error }, 'unhandled error');
  return envelope(ErrorCode.SERVER_ERROR, translate(locale, 'error.server'));
}

/**
 * Fastify's `frameworkErrors`: a path that is not valid percent-encoding (`/api/a%E0%A4%A`) fails before any
 * hook runs, so the cookies are not parsed yet; answered in the envelope like every other refusal.
 */
export function frameworkError(_error: Error, request: FastifyRequest, reply: FastifyReply) {
  const cookies = request.server.parseCookie?.(request.headers.cookie ?? '') ?? {};
  const locale = resolveLocale(cookies[siteLangCookie], request.headers['accept-language']);
  return send(reply, ErrorCode.VALIDATION_FAILED, translate(locale, 'error.badUrl'));
}

/** Unknown /api paths answer in the envelope too. Registered inside the /api scope. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale ?? 'zh_CN';
  const path = request.url.split('?')[0] ?? '';
  return send(reply, ErrorCode.NOT_FOUND, translate(locale, 'error.notFound', { path: path.slice(0, 200) }));
}
