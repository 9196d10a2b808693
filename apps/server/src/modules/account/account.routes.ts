import { accountEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { AccountService } from './account.service';

export function accountRoutes(app: FastifyInstance, account: AccountService) {
  defineRoute(app, ep.userInfo, ({ session }) => account.getUserInfo(session));
}
