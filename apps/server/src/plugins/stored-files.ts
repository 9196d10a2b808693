import type { FastifyInstance } from 'fastify';
import { assertSafeKey, type FileStorage } from '../lib/storage/file-storage';

/** The content type of a stored file by its (server-made) extension; null for kinds the server never stores. */
export function storedFileType(key: string): string | null {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const types: Record<string, string> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    svg: 'image/svg+xml',
  };
  return types[ext] ?? null;
}

/** The storage key of a /files/* path, or null for anything that is not one (dotfiles, "..", folders). */
export function keyOfPath(rest: string): string | null {
  try {
    assertSafeKey(rest);
    return rest;
  } catch {
    return null;
  }
}

/**
 * /files/* answered from an S3-compatible store: every server copy serves what any copy stored, with no
 * shared disk. (On the local disk @fastify/static serves the folder: plugins/web.ts.)
 */
export function storedFilesRoutes(app: FastifyInstance, storage: FileStorage) {
  app.get('/files/*', async (request, reply) => {
    const key = keyOfPath((request.params as { '*': string })['*']);
    const type = key ? storedFileType(key) : null;
    const bytes = key && type ? await storage.get(key) : null;
    if (!key || !type || !bytes) return reply.callNotFound();
    return reply.header('content-type', type).header('cache-control', 'public, max-age=86400').send(bytes);
  });
}
