// The content module's front door: adverts, news, links, and the platform console's editing of them.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { ContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';
import { ContentService } from './content.service';
import { ContentEditRepository } from './content-edit.repository';
import { contentEditRoutes } from './content-edit.routes';
import { ContentEditService } from './content-edit.service';

export type { ContentService };

export interface ContentModuleDeps {
  db: Db;
  jobs: JobQueue;
  /** Where stored pictures are served (the gallery's file home). */
  fileHome: () => Promise<string>;
  /** Tells every server copy the storefront's content changed. */
  announce: (what: string) => Promise<void>;
  now?: () => Date;
}

/** The job that announces a scheduled article when its time comes (its kept pages then go everywhere). */
const scheduledJob = 'content.publish-scheduled';

export function createContentModule(deps: ContentModuleDeps) {
  const content = new ContentService(new ContentRepository(deps.db));
  deps.jobs.define({
    name: scheduledJob,
    policy: 'standard',
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 60,
    pollingSeconds: 10,
    batchSize: 1,
    run: async () => deps.announce('article.scheduled'),
  });
  const edit = new ContentEditService({
    repo: new ContentEditRepository(deps.db),
    fileHome: deps.fileHome,
    announce: deps.announce,
    announceAt: async (at) => void (await deps.jobs.send(scheduledJob, {}, { startAfter: at })),
    now: deps.now,
  });
  return {
    content,
    edit,
    routes(api: FastifyInstance) {
      contentRoutes(api, content);
      contentEditRoutes(api, edit);
    },
  };
}
