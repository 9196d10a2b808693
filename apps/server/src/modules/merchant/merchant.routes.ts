import { merchantEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { FinanceService } from './finance.service';
import type { MerchantService } from './merchant.service';

/** Per-address ceiling of finance submissions, on top of the per-user limit in FinanceService. */
const financeApplyPerMinute = 10;

export function merchantRoutes(app: FastifyInstance, merchant: MerchantService, finance: FinanceService) {
  defineRoute(app, ep.myApplication, ({ session, request }) => merchant.getMine(session, request.locale));
  defineRoute(app, ep.saveStep, ({ session, body, request }) =>
    merchant.saveStep(session, body, request.locale),
  );
  defineRoute(app, ep.submit, ({ session, request }) => merchant.submit(session, request.locale));
  defineRoute(app, ep.financeProducts, ({ request }) => finance.listProducts(request.locale));
  defineRoute(
    app,
    ep.financeApply,
    ({ session, body, request }) => finance.apply(session, body, request.locale),
    {
      rateLimitPerMinute: financeApplyPerMinute,
    },
  );
  defineRoute(app, ep.financeMyApplications, ({ session, query, request }) =>
    finance.findMine(session, query.offset, query.limit, request.locale),
  );
}
