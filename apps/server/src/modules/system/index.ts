// The system module's front door: site parameters, dictionaries, areas, health.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { SystemRepository } from './system.repository';
import { systemRoutes } from './system.routes';
import { type ReadinessProbes, SystemService } from './system.service';

export type { ReadinessProbes, SystemService };

export interface SystemModuleDeps {
  database: Pick<Database, 'db' | 'kind'>;
  /** What /api/health/ready checks besides the database. */
  probes: ReadinessProbes;
}

export function createSystemModule({ database, probes }: SystemModuleDeps) {
  const system = new SystemService(new SystemRepository(database.db), database.kind, probes);
  return {
    system,
    routes(api: FastifyInstance) {
      systemRoutes(api, system);
    },
  };
}

export type SystemModule = ReturnType<typeof createSystemModule>;
