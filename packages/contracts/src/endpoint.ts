import type { z } from 'zod';
import type { ConsoleCentre } from './permissions';

export type HttpMethod = 'GET' | 'POST';
export type EndpointKind = 'ext' | 'page';

/**
 * An endpoint that takes one file as `multipart/form-data` instead of a JSON body: the file in `field`,
 * the body schema's fields beside it as text parts. The server streams the parts with these limits and
 * refuses a second file, a missing one or a larger one (40000) before any service runs; what the file
 * really is (picture, spreadsheet) is still decided from its bytes by the service.
 */
export interface UploadSpec {
  /** The form field carrying the file. */
  field: string;
  /** Largest file in bytes (a lower configured limit is the service's to apply). */
  maxBytes: number;
  /** Media types the picker offers (documentation and the file input's `accept`; never trusted). */
  types: readonly string[];
}

/**
 * One API endpoint, defined once: the server validates with these schemas and registers the route,
 * the web client is typed by it, and the OpenAPI document is generated from it.
 * `path` is relative to /api and is the spec's path, not a REST rename.
 */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  K extends EndpointKind = EndpointKind,
  A extends boolean = boolean,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  /** true: needs a session token, else 50002. */
  auth: A;
  /**
   * A GET that changes something (sign-out): refused, like every POST, when a page of another site sends
   * it (40301). GETs without it only read.
   */
  changesState?: boolean;
  /**
   * Permission codes of spec §6: the session must hold one of them (or the wildcard), else 40300 before the
   * handler runs. Only on endpoints with `auth: true`.
   */
  permissions?: readonly string[];
  /**
   * A console endpoint (/api/merchant/*, /api/platform/*): the session must be in this centre (the seller
   * centre for the merchant workbench, the platform centre for the platform console), else 40300 before
   * anything else; its `permissions` are codes of that centre's registry (permissions.ts). A buyer's
   * wildcard never reaches a console.
   */
  centre?: ConsoleCentre;
  /**
   * The call sends an SMS code: it needs a fresh slider solved by the caller, the one-use `captchaVerification`
   * of /auth/captcha/check in the `captcha-valid` header (spec §7), spent by the call; without one 40102, an
   * unknown, used or expired one 40101 (docs/sign-on.md "SMS codes").
   */
  slider?: boolean;
  query?: Q;
  /** The JSON body; on an `upload` endpoint, the text fields sent beside the file. */
  body?: B;
  upload?: UploadSpec;
  /**
   * The answer is a file (a spreadsheet, a CSV), not the JSON envelope: the envelope comes only with a
   * refusal. Readers that inspect JSON answers (the exposure test) leave such an endpoint out.
   */
  download?: true;
  /** 'ext' answers `{code,msg,ext}`; 'page' answers `{code,msg,rows,total}` with `result` as the row. */
  kind: K;
  result: R;
}

export function defineEndpoint<
  R extends z.ZodType,
  K extends EndpointKind,
  A extends boolean,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(def: Endpoint<Q, B, R, K, A>): Endpoint<Q, B, R, K, A> {
  return def;
}

// biome-ignore lint/suspicious/noExplicitAny: matches any endpoint in conditional types
export type AnyEndpoint = Endpoint<any, any, any, EndpointKind, boolean>;

export type EndpointQueryIn<E> =
  E extends Endpoint<infer Q, infer _B, infer _R, infer _K, infer _A>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type EndpointQueryOut<E> =
  E extends Endpoint<infer Q, infer _B, infer _R, infer _K, infer _A>
    ? Q extends z.ZodType
      ? z.output<Q>
      : undefined
    : never;
export type EndpointBodyIn<E> =
  E extends Endpoint<infer _Q, infer B, infer _R, infer _K, infer _A>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type EndpointBodyOut<E> =
  E extends Endpoint<infer _Q, infer B, infer _R, infer _K, infer _A>
    ? B extends z.ZodType
      ? z.output<B>
      : undefined
    : never;
/** What a client receives: the ext value, or `{rows, total}` for a page. */
export type EndpointResult<E> =
  E extends Endpoint<infer _Q, infer _B, infer R, infer K, infer _A>
    ? K extends 'page'
      ? { rows: z.output<R>[]; total: number; totalExact?: boolean }
      : z.output<R>
    : never;
