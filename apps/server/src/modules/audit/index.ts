// The audit log of console writes (docs/audit-log.md). Repositories that change what a console edits take an
// AuditRepository on their transaction and append to it there; routes build the actor with auditActorOf.

export {
  type AuditActor,
  type AuditChange,
  type AuditEntry,
  type AuditFilter,
  AuditRepository,
} from './audit.repository';
export { auditActorOf } from './audit-actor';
export { genesisHash } from './audit-chain';
