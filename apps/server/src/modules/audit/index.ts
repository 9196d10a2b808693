// The audit log of console writes (docs/audit-log.md). Repositories that change what a console edits take an
// AuditRepository on their transaction and append to it there; routes build the actor with auditActorOf. The
// module itself serves the platform console's audit page.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { AuditService } from './audit.service';

export {
  type AuditActor,
  type AuditChange,
  type AuditEntry,
  type AuditFilter,
  AuditRepository,
} from './audit.repository';
export { auditActorOf } from './audit-actor';
export { genesisHash } from './audit-chain';

export function createAuditModule(deps: { db: Db }) {
  const audit = new AuditService(new AuditRepository(deps.db));
  return {
    audit,
    routes(api: FastifyInstance) {
      auditRoutes(api, audit);
    },
  };
}
