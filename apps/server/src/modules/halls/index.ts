// The halls module's front door: supplier halls, platform chains, the town home.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { HallsRepository } from './halls.repository';
import { hallsRoutes } from './halls.routes';
import { HallsService } from './halls.service';

export type { HallsService };

export function createHallsModule(deps: { db: Db; now: () => Date }) {
  const halls = new HallsService(new HallsRepository(deps.db), () => deps.now().getTime());
  return {
    halls,
    routes(api: FastifyInstance) {
      hallsRoutes(api, halls);
    },
  };
}
