// The people module's front door: the platform console's users, staff and feedback (issue 33), the merchant
// workbench's own staff (the same staff rules in the merchant's scope), and the buyer's own feedback with the
// platform's replies.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { FeedbackService } from './feedback.service';
import { merchantStaffRoutes } from './merchant-staff.routes';
import { PeopleStore } from './people.repository';
import { peopleRoutes } from './people.routes';
import type { CodeSender, SessionEnder } from './people-ports';
import { StaffService } from './staff.service';
import { merchantStaffScope } from './staff-scope';
import { UserAdminService } from './user-admin.service';

export type { CodeSender, SessionEnder };

export interface PeopleModuleDeps {
  db: Db;
  /** The account module's sessions: freezing, removing and "end sessions" end them as sign-out everywhere does. */
  sessions: SessionEnder;
  /** The auth module's SMS codes: the password-reset SMS and a new staff member's first code. */
  sms: CodeSender;
  now: () => Date;
  /** SESSION_IDLE_MINUTES: a session idle longer is not counted as open. */
  sessionIdleMinutes: number;
}

export function createPeopleModule(deps: PeopleModuleDeps) {
  const store = new PeopleStore(deps.db, deps.now);
  const users = new UserAdminService(store, deps.sessions, deps.sms, deps.now, deps.sessionIdleMinutes);
  const staff = new StaffService(store, deps.sessions, deps.sms, deps.now);
  /** A merchant's staff: the caller's customer's, in the seller centre. */
  const merchantStaffOf = (custId: number) =>
    new StaffService(store, deps.sessions, deps.sms, deps.now, merchantStaffScope(custId));
  const feedback = new FeedbackService(store, deps.now);
  return {
    users,
    staff,
    feedback,
    routes(api: FastifyInstance) {
      peopleRoutes(api, { users, staff, feedback });
      merchantStaffRoutes(api, merchantStaffOf);
    },
  };
}

export type PeopleModule = ReturnType<typeof createPeopleModule>;
