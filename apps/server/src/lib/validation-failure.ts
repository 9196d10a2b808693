import type { ZodError } from 'zod';

/** Input that failed its contract schema; the envelope plugin answers it as 40000 with the first issue. */
export class ValidationFailure extends Error {
  constructor(
    readonly zodError: ZodError,
    readonly where: 'query' | 'body' | 'params',
  ) {
    super('validation failed');
  }
}
