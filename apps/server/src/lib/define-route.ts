import {
  type AnyEndpoint,
  type ConsoleCentre,
  centreCodes,
  type EndpointBodyOut,
  type EndpointQueryOut,
  type EndpointResult,
  ErrorCode,
  findUnstorableText,
  hasPermission,
  storableForm,
} from '@mall/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';
import type { Caller } from './caller';
import { readUpload, type UploadedFile } from './read-upload';
import type {} from './request-locale';
import { requireSession } from './require-session';
import { ValidationFailure } from './validation-failure';

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<E extends AnyEndpoint> {
  query: EndpointQueryOut<E>;
  body: EndpointBodyOut<E>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller's session; present (never null) on endpoints with `auth: true`. */
  session: E['auth'] extends true ? Caller : Caller | null;
  /** The uploaded file of an endpoint with `upload` (see defineUploadRoute); undefined on the others. */
  file?: UploadedFile;
}

/** What a handler gives back: the endpoint's result, or the reply when it answered itself (a stream). */
type HandlerResult<E extends AnyEndpoint> = EndpointResult<E> | FastifyReply;

export interface RouteOptions {
  /** Larger JSON bodies than the app-wide 1 MB (uploads have their own limit: the contract's `upload`). */
  bodyLimit?: number;
  /** A tighter per-address limit than the app-wide one (sign-in, SMS, captcha: brute force and cost). */
  rateLimitPerMinute?: number;
  /** `false`: outside the per-client request limit (health checks, which come from the load balancer). */
  rateLimit?: false;
}

/** A field path for a message: unstorable characters shown as U+FFFD, each segment kept short. */
function fieldName(path: (string | number)[], where: string): string {
  if (path.length === 0) return where;
  return path.map((segment) => [...storableForm(String(segment))].slice(0, 64).join('')).join('.');
}

/**
 * Parses a request's query or body with its contract schema; bad input throws 40000 before any service
 * runs. First, for every route alike: no string anywhere (values or keys, at any depth) may hold U+0000 or
 * an unpaired surrogate, which PostgreSQL refuses or the driver would alter (see isStorableText).
 */
export function parseInput<S extends z.ZodType | undefined>(
  schema: S,
  value: unknown,
  where: 'query' | 'body',
): Input<S> {
  const unstorable = findUnstorableText(value);
  if (unstorable)
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'error.validation', {
      field: fieldName(unstorable, where),
      reason: 'zod.unstorableText',
    });
  if (!schema) return undefined as Input<S>;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ValidationFailure(result.error, where);
  return result.data as Input<S>;
}

/**
 * Binds a contract endpoint to a handler: parses query and body with the contract's schemas (bad input
 * never reaches a service), checks the session when the endpoint needs one, and wraps the result in the
 * spec's envelope. Handlers call one service and nothing else.
 */
export function defineRoute<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<HandlerResult<E>> | HandlerResult<E>,
  options: RouteOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: {
      ...(options.rateLimit === false ? { rateLimit: false } : {}),
      ...(options.rateLimitPerMinute
        ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
        : {}),
      ...(endpoint.changesState ? { changesState: true } : {}),
    },
    handler: async (request, reply) => {
      const session = endpoint.auth ? await requireSession(request) : (request.session ?? null);
      // A console's endpoints answer only sessions of its centre: a buyer's wildcard holds no shop's rights.
      if (endpoint.centre && session?.subsysCode !== centreCodes[endpoint.centre as ConsoleCentre])
        throw new AppError(ErrorCode.FORBIDDEN, 'error.wrongCentre');
      // Spec §6: the web hides what the account's role does not hold; the server refuses it too.
      if (endpoint.permissions && !hasPermission(session?.permissions, endpoint.permissions))
        throw new AppError(ErrorCode.FORBIDDEN, 'error.noPermission');
      const query = parseInput(endpoint.query, request.query, 'query');
      // An upload is read only now, after the session and permission checks: a refused caller's file is
      // never taken in.
      const upload = endpoint.upload ? await readUpload(request, endpoint.upload) : undefined;
      const body = parseInput(endpoint.body, upload ? upload.fields : request.body, 'body');
      const result = await handler({
        query,
        body,
        request,
        reply,
        session,
        file: upload?.file,
      } as RouteContext<E>);
      if (reply.sent || result === reply) return reply;
      if (endpoint.kind === 'page') {
        const page = result as { rows: unknown[]; total: number; totalExact?: boolean };
        const exact = page.totalExact === undefined ? {} : { totalExact: page.totalExact };
        return { code: 0, msg: 'success', rows: page.rows, total: page.total, ...exact };
      }
      return { code: 0, msg: 'success', ext: result ?? null };
    },
  });
}

/**
 * defineRoute for an endpoint whose contract has `upload` (multipart/form-data): the handler receives the
 * file, read within the contract's limits, beside the text fields parsed as `body`.
 */
export function defineUploadRoute<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E> & { file: UploadedFile }) => Promise<HandlerResult<E>> | HandlerResult<E>,
  options: Omit<RouteOptions, 'bodyLimit'> = {},
): void {
  if (!endpoint.upload) throw new Error(`${endpoint.path}: defineUploadRoute needs an upload endpoint`);
  defineRoute(app, endpoint, (ctx) => handler(ctx as RouteContext<E> & { file: UploadedFile }), options);
}
