import { buyerFeedbackEndpoints, peopleEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../../lib/caller';
import { clientAddress } from '../../lib/client-address';
import { defineRoute } from '../../lib/define-route';
import { auditActorOf } from '../audit';
import type { FeedbackService } from './feedback.service';
import type { StaffService } from './staff.service';
import type { UserAdminService } from './user-admin.service';

/** Console writes per address a minute: an operator's pace, well below a script's. */
const writesPerMinute = 60;
/** Reset SMS per address a minute, on top of the per-user wait and sign-on's SMS limits. */
const resetsPerMinute = 10;

export interface PeopleServices {
  users: UserAdminService;
  staff: StaffService;
  feedback: FeedbackService;
}

const actor = (session: Caller, request: FastifyRequest) =>
  auditActorOf(session, clientAddress(request), 'platform');

/** The platform console's people (platform centre) and the buyer's own feedback with its replies. */
export function peopleRoutes(app: FastifyInstance, { users, staff, feedback }: PeopleServices) {
  const writes = { rateLimitPerMinute: writesPerMinute };
  defineRoute(app, ep.userList, ({ query }) => users.list(query));
  defineRoute(app, ep.userDetail, ({ query, session }) => users.detail(session, query.userId));
  defineRoute(
    app,
    ep.userFreeze,
    ({ body, session, request }) => users.freeze(actor(session, request), session, body.userId),
    writes,
  );
  defineRoute(
    app,
    ep.userRestore,
    ({ body, session, request }) => users.restore(actor(session, request), session, body.userId),
    writes,
  );
  defineRoute(
    app,
    ep.userEndSessions,
    ({ body, session, request }) => users.endSessions(actor(session, request), session, body.userId),
    writes,
  );
  defineRoute(
    app,
    ep.userResetSms,
    ({ body, session, request }) =>
      users.sendReset(actor(session, request), body.userId, clientAddress(request)),
    { rateLimitPerMinute: resetsPerMinute },
  );

  defineRoute(app, ep.staffList, ({ session }) => staff.list(session));
  defineRoute(
    app,
    ep.staffInvite,
    ({ body, session, request }) =>
      staff.invite(actor(session, request), session, body, clientAddress(request)),
    { rateLimitPerMinute: resetsPerMinute },
  );
  defineRoute(
    app,
    ep.staffSetRole,
    ({ body, session, request }) => staff.setRole(actor(session, request), session, body.userId, body.roleId),
    writes,
  );
  defineRoute(
    app,
    ep.staffRemove,
    ({ body, session, request }) => staff.remove(actor(session, request), session, body.userId),
    writes,
  );
  defineRoute(app, ep.roleList, () => staff.roles());
  defineRoute(
    app,
    ep.roleSave,
    ({ body, session, request }) => staff.saveRole(actor(session, request), body),
    writes,
  );
  defineRoute(
    app,
    ep.roleDelete,
    ({ body, session, request }) => staff.deleteRole(actor(session, request), body.roleId),
    writes,
  );

  defineRoute(app, ep.feedbackList, ({ query }) => feedback.list(query));
  defineRoute(
    app,
    ep.feedbackReply,
    ({ body, session, request }) => feedback.reply(actor(session, request), body),
    writes,
  );
  defineRoute(app, buyerFeedbackEndpoints.myFeedback, ({ session }) => feedback.mine(session));
}
