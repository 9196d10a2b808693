import type { Caller } from '../../lib/caller';
import type { AuditActor } from './audit.repository';

/**
 * The actor of a console write: the person signed in and, when they act as another account (the session's
 * impersonation, spec "oldUser"), that account; the client's address; the console; the merchant's shop.
 */
export function auditActorOf(
  session: Caller,
  address: string,
  centre: AuditActor['centre'],
  shopId: number | null = null,
): AuditActor {
  const impersonating = session.oldUserId !== null && session.oldUserId !== session.userId;
  return {
    actorUserId: impersonating ? (session.oldUserId as number) : session.userId,
    onBehalfOfUserId: impersonating ? session.userId : null,
    centre,
    shopId,
    address,
  };
}
