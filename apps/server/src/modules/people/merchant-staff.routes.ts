import { merchantStaffEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../../lib/caller';
import { clientAddress } from '../../lib/client-address';
import { defineRoute } from '../../lib/define-route';
import { auditActorOf } from '../audit';
import type { StaffService } from './staff.service';

/** Console writes per address a minute: an operator's pace, well below a script's (as the platform's). */
const writesPerMinute = 60;
/** Invitations per address a minute: each may send an SMS (as the platform's invite). */
const invitesPerMinute = 10;

/**
 * The merchant workbench's staff (`shop:staff:manage`): the caller's own customer's staff and roles in the
 * seller centre, never an id's customer (`staffOf(session.custId)`); the platform's staff rules with the
 * merchant's scope. Writes are audited with the shop.
 */
export function merchantStaffRoutes(app: FastifyInstance, staffOf: (custId: number) => StaffService) {
  const writes = { rateLimitPerMinute: writesPerMinute };
  /** The caller's staff service and the audit actor of a write (40300 `error.noShop` without a shop). */
  const scoped = async (session: Caller, request: FastifyRequest) => {
    const staff = staffOf(session.custId);
    const shopId = await staff.shopId();
    return { staff, actor: auditActorOf(session, clientAddress(request), 'merchant', shopId) };
  };

  defineRoute(app, ep.list, async ({ session, request }) => {
    const { staff } = await scoped(session, request);
    return staff.list(session);
  });
  defineRoute(
    app,
    ep.invite,
    async ({ body, session, request }) => {
      const { staff, actor } = await scoped(session, request);
      return staff.invite(actor, session, body, clientAddress(request));
    },
    { rateLimitPerMinute: invitesPerMinute },
  );
  defineRoute(
    app,
    ep.setRole,
    async ({ body, session, request }) => {
      const { staff, actor } = await scoped(session, request);
      return staff.setRole(actor, session, body.userId, body.roleId);
    },
    writes,
  );
  defineRoute(
    app,
    ep.remove,
    async ({ body, session, request }) => {
      const { staff, actor } = await scoped(session, request);
      return staff.remove(actor, session, body.userId);
    },
    writes,
  );
  defineRoute(app, ep.roleList, async ({ session, request }) => {
    const { staff } = await scoped(session, request);
    return staff.roles();
  });
  defineRoute(
    app,
    ep.roleSave,
    async ({ body, session, request }) => {
      const { staff, actor } = await scoped(session, request);
      return staff.saveRole(actor, body);
    },
    writes,
  );
  defineRoute(
    app,
    ep.roleDelete,
    async ({ body, session, request }) => {
      const { staff, actor } = await scoped(session, request);
      return staff.deleteRole(actor, body.roleId);
    },
    writes,
  );
}
