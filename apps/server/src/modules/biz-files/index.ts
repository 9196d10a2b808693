// The business files module's front door: the files attached to business objects (GET /authen/file/bizfiles).
import { galleryEndpoints } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { type BizFileOwners, BizFilesService, bizFileSources } from './biz-files.service';

export type { BizFileOwners };

/**
 * Built after the modules that own the objects (catalog, merchant), which answer for their own objects and
 * decide who may see them. The endpoint stays in the gallery's contracts group (spec §7 lists it there).
 */
export function createBizFilesModule(owners: BizFileOwners) {
  const bizFiles = new BizFilesService(bizFileSources(owners));
  return {
    bizFiles,
    routes(api: FastifyInstance) {
      defineRoute(api, galleryEndpoints.bizFiles, ({ session, query, request }) =>
        bizFiles.list(session, query.bizType, query.bizId, request.locale),
      );
    },
  };
}
