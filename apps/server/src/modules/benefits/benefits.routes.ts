import { benefitsEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { BenefitsService } from './benefits.service';

export function benefitsRoutes(app: FastifyInstance, benefits: BenefitsService) {
  defineRoute(app, ep.pointsAccount, ({ session }) => benefits.pointsAccount(session));
  defineRoute(app, ep.pointsRecords, ({ session, query }) => benefits.pointsRecords(session, query));
  defineRoute(app, ep.couponList, ({ session, query }) => benefits.coupons(session, query.status, query));
  defineRoute(app, ep.couponCount, ({ session }) => benefits.couponCounts(session));
}
