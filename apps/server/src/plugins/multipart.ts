import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * multipart/form-data for the upload endpoints (endpoints with `upload` in the contracts, read by
 * lib/read-upload.ts). Registered once; the defaults are the tightest any form needs, and each upload
 * route passes its own file size. Nothing is written to disk and no part is buffered by the plugin: the
 * route reads the one file part as it streams in, up to its limit.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 4 * 1024,
      fields: 10,
      fileSize: 1024 * 1024,
      files: 1,
      parts: 12,
      headerPairs: 20,
    },
  });
});
