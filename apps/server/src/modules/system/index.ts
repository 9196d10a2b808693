// The system module's front door: site parameters, dictionaries, areas, health.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { ReadinessChecks } from '../../lib/readiness';
import { SystemRepository } from './system.repository';
import { systemRoutes } from './system.routes';
import { SystemService } from './system.service';

export type { SystemService };

export interface SystemModuleDeps {
  database: Pick<Database, 'db' | 'kind'>;
  /** What /api/health/ready checks besides the database (each subsystem registers its own). */
  readiness: ReadinessChecks;
  /**
   * Whether a caller of /api/health/ready gets the report of each check (loopback and the addresses
   * TRUST_PROXY names); anyone else gets the bare answer, 200 or 503.
   */
  readinessDetailsFor: (request: FastifyRequest) => boolean;
}

export function createSystemModule({ database, readiness, readinessDetailsFor }: SystemModuleDeps) {
  const system = new SystemService(new SystemRepository(database.db), database.kind, readiness);
  return {
    system,
    routes(api: FastifyInstance) {
      systemRoutes(api, system, readinessDetailsFor);
    },
  };
}

export type SystemModule = ReturnType<typeof createSystemModule>;
