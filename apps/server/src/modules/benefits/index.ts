// The benefits module's front door: points and coupons.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { BenefitsRepository } from './benefits.repository';
import { benefitsRoutes } from './benefits.routes';
import { BenefitsService } from './benefits.service';

export function createBenefitsModule(deps: { db: Db; now: () => Date }) {
  const benefits = new BenefitsService(new BenefitsRepository(deps.db), deps.now);
  return {
    benefits,
    routes(api: FastifyInstance) {
      benefitsRoutes(api, benefits);
    },
  };
}
