import { platformEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { AuditService } from './audit.service';

/** Chain checks and exports per address a minute: each reads the whole log (or up to 10,000 entries). */
const heavyReadsPerMinute = 10;

/** The platform console's audit page (platform centre, `platform:audit:view`). */
export function auditRoutes(app: FastifyInstance, audit: AuditService) {
  defineRoute(app, ep.auditList, ({ query }) => audit.list(query));
  defineRoute(
    app,
    ep.auditExport,
    async ({ query, reply }) => {
      const csv = await audit.exportCsv(query);
      // A file, not the JSON envelope (errors above still answer the envelope).
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
    { rateLimitPerMinute: heavyReadsPerMinute },
  );
  defineRoute(app, ep.auditVerify, () => audit.verify(), { rateLimitPerMinute: heavyReadsPerMinute });
}
