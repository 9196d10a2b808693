import { galleryLimits, type ThumbnailWidth, thumbnailWidths } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
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

const thumbnailTypes = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;
type ThumbnailFormat = keyof typeof thumbnailTypes;

/** Where a thumbnail is kept: thumbs/320/seed/x-svg.webp for seed/x.svg at 320 px in WebP. */
export function thumbnailKey(key: string, width: ThumbnailWidth, format: ThumbnailFormat): string {
  return `thumbs/${width}/${key.replace(/\./g, '-')}.${format}`;
}

/**
 * A thumbnail of a stored picture: orientation applied (rotate() reads EXIF before the metadata goes),
 * no wider than `width` (never enlarged), no metadata. Pictures over the gallery's pixel cap are refused.
 */
export async function makeThumbnail(
  original: Buffer,
  width: number,
  format: ThumbnailFormat,
): Promise<Buffer> {
  const image = sharp(original, { limitInputPixels: galleryLimits.maxPixels, animated: false })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  if (format === 'webp') return image.webp({ quality: 78 }).toBuffer();
  if (format === 'jpg') return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  return image.png({ compressionLevel: 9, palette: true }).toBuffer();
}

/**
 * /thumbs/<width>/<key>.<webp|jpg|png>: a thumbnail of the stored picture /files/<key>, made on the first
 * request and kept in the storage (so every copy serves it without making it again), served with a
 * year-long cache (keys of uploads are random, so a picture never changes under its address).
 */
export function thumbnailRoutes(app: FastifyInstance, storage: FileStorage) {
  const making = new Map<string, Promise<Buffer | null>>();
  const make = async (key: string, width: ThumbnailWidth, format: ThumbnailFormat) => {
    const cached = thumbnailKey(key, width, format);
    const stored = await storage.get(cached);
    if (stored) return stored;
    const original = await storage.get(key);
    if (!original) return null;
    let bytes: Buffer;
    try {
      bytes = await makeThumbnail(original, width, format);
    } catch {
      return null; // not a picture sharp can read, or over the pixel cap
    }
    await storage.put(cached, bytes, thumbnailTypes[format]);
    return bytes;
  };

  app.get('/thumbs/:width/*', async (request, reply) => {
    const { width, '*': rest } = request.params as { width: string; '*': string };
    const w = Number(width) as ThumbnailWidth;
    const match = /^(.+)\.(webp|jpg|png)$/.exec(rest);
    const key = match ? keyOfPath(match[1]) : null;
    if (!thumbnailWidths.includes(w) || !match || !key || !storedFileType(key)?.startsWith('image/'))
      return reply.callNotFound();
    const format = match[2] as ThumbnailFormat;
    const id = `${w}/${key}.${format}`;
    // Requests for the same thumbnail at once make it once.
    let pending = making.get(id);
    if (!pending) {
      pending = make(key, w, format).finally(() => making.delete(id));
      making.set(id, pending);
    }
    const bytes = await pending;
    if (!bytes) return reply.callNotFound();
    return reply
      .header('content-type', thumbnailTypes[format])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
}
