import { ErrorCode, type ServerMessageKey } from '@mall/contracts';

/**
 * A failure the client should see: a code from the contract's catalogue and a message key that is
 * translated into the request's language. Thrown by services; the envelope plugin turns it into a reply.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: ServerMessageKey | `validation.${string}`,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
  }

  static notFound(what: 'product' | 'user' | 'shop' | 'demand' | 'activity' | 'pointsGoods' | 'article') {
    return new AppError(ErrorCode.NOT_FOUND, 'error.resourceNotFound', { what: `what.${what}` });
  }
}
