// The system module's front door: site parameters, dictionaries, areas, health.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { SystemRepository } from './system.repository';
import { systemRoutes } from './system.routes';
import { SystemService } from './system.service';

export type { SystemService };

export interface SystemModuleDeps {
  database: Pick<Database, 'db' | 'kind'>;
}

export function createSystemModule({ database }: SystemModuleDeps) {
  const system = new SystemService(new SystemRepository(database.db), database.kind);
  return {
    system,
    routes(api: FastifyInstance) {
      systemRoutes(api, system);
    },
  };
}

export type SystemModule = ReturnType<typeof createSystemModule>;
