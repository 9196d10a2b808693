// The system module's front door: site parameters, dictionaries, areas, health.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { ReadinessChecks } from '../../lib/readiness';
import { ConfigItemsRepository } from './config-items.repository';
import { configItemsRoutes } from './config-items.routes';
import { ConfigItemsService } from './config-items.service';
import { ParamEditRepository } from './param-edit.repository';
import { paramEditRoutes } from './param-edit.routes';
import { type ChangeAnnouncer, ParamEditService } from './param-edit.service';
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
  /** Tells every server copy the storefront's data changed (a parameter or config item saved from the platform console). */
  changes: ChangeAnnouncer;
}

export function createSystemModule({ database, readiness, readinessDetailsFor, changes }: SystemModuleDeps) {
  const system = new SystemService(new SystemRepository(database.db), database.kind, readiness);
  const params = new ParamEditService(new ParamEditRepository(database.db), changes);
  const configItems = new ConfigItemsService(new ConfigItemsRepository(database.db), changes);
  return {
    system,
    params,
    configItems,
    routes(api: FastifyInstance) {
      systemRoutes(api, system, readinessDetailsFor);
      paramEditRoutes(api, params);
      configItemsRoutes(api, configItems);
    },
  };
}

export type SystemModule = ReturnType<typeof createSystemModule>;
