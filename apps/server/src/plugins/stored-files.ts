import fastifyStatic from '@fastify/static';
import {
  fallbackFormat,
  galleryLimits,
  type ThumbnailFormat,
  type ThumbnailWidth,
  thumbnailWidths,
} from '@mall/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { type ImageWork, isBusy } from '../lib/image-work';
import type { SendLimiter } from '../lib/per-user-limiter';
import { tokenOf } from '../lib/require-session';
import { assertSafeKey, type FileStorage } from '../lib/storage/file-storage';
import { isPrivateKey, isServerPublicKey, isThumbnailKey, thumbnailKey } from '../lib/storage/picture-keys';

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

/** Who asks for a private picture: the session's user and customer. */
export interface PictureReader {
  userId: number;
  custId: number;
}

/**
 * Who may see a private picture (the gallery module answers): `public` anyone (a gallery picture used as an
 * avatar), `private` this reader only, null not this reader (answered like a missing file).
 */
export type PictureAccess = (
  key: string,
  reader: PictureReader | null,
) => Promise<'public' | 'private' | null>;

export interface StoredFilesOptions {
  storage: FileStorage;
  /** The local folder of the storage (served directly when the storage is the local disk). */
  filesDir: string;
  access: PictureAccess;
  /** Where thumbnails are decoded (one queue with uploads and avatars). */
  imageWork: ImageWork;
  /** Thumbnails made per client address per minute (served ones are not counted). */
  thumbnailLimiter: SendLimiter;
}

const publicFileCache = 'public, max-age=86400';
// A private picture never changes under its address either, but only the reader's own browser keeps it.
const privateFileCache = 'private, max-age=86400';

/** The signed-in reader of this request, or null (no cookie, or a session that is gone). */
async function readerOf(request: FastifyRequest): Promise<PictureReader | null> {
  if (request.session) return request.session;
  const token = tokenOf(request);
  if (!token) return null;
  const found = await request.server.resolveSession(token);
  return found.status === 'ok' ? found.session : null;
}

/**
 * /files/* and /thumbs/*: stored pictures and their thumbnails, from the local disk or an S3-compatible store
 * (every server copy serves what any copy stored). Public pictures (the seed's, avatars) are served to
 * anyone; private ones (gallery, chat, licences: picture-keys.ts) only to those `access` allows, with a
 * private cache; thumbnails are never served as files.
 */
export async function storedFilesRoutes(app: FastifyInstance, opts: StoredFilesOptions) {
  const { storage } = opts;
  const send = (reply: FastifyReply, bytes: Buffer, type: string, cache: string) =>
    reply.header('content-type', type).header('cache-control', cache).send(bytes);

  /** A private picture, after asking who may see it; anyone else gets the answer of a missing file. */
  const servePrivate = async (request: FastifyRequest, reply: FastifyReply, key: string | null) => {
    const type = key ? storedFileType(key) : null;
    if (!key || !type) return reply.callNotFound();
    const visibility = await opts.access(key, await readerOf(request));
    const bytes = visibility ? await storage.get(key) : null;
    if (!bytes) return reply.callNotFound();
    return send(reply, bytes, type, visibility === 'public' ? publicFileCache : privateFileCache);
  };

  if (storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: opts.filesDir,
      prefix: '/files/',
      decorateReply: false,
      maxAge: '1d',
      index: false,
      // @fastify/static serves dotfiles by default: a .git, .env or .DS_Store that lands in a served folder
      // (a data folder kept under version control, a copied build) would be downloadable. 404 instead.
      dotfiles: 'ignore',
      // The routes below take the private prefixes; this catches their other spellings (%67allery/...).
      allowedPath: (pathname) => {
        let key: string;
        try {
          key = decodeURIComponent(pathname).replace(/^\/+/, '');
        } catch {
          return false;
        }
        return !isPrivateKey(key) && !isThumbnailKey(key);
      },
    });
    for (const prefix of ['gallery', 'chat', 'licences', 'seed/merchant'])
      app.get(`/files/${prefix}/*`, (request, reply) =>
        servePrivate(request, reply, keyOfPath(`${prefix}/${(request.params as { '*': string })['*']}`)),
      );
    app.get('/files/thumbs/*', (_request, reply) => reply.callNotFound());
  } else {
    app.get('/files/*', async (request, reply) => {
      const key = keyOfPath((request.params as { '*': string })['*']);
      if (key && isThumbnailKey(key)) return reply.callNotFound();
      if (key && isPrivateKey(key)) return servePrivate(request, reply, key);
      const type = key ? storedFileType(key) : null;
      const bytes = key && type ? await storage.get(key) : null;
      if (!key || !type || !bytes) return reply.callNotFound();
      return send(reply, bytes, type, publicFileCache);
    });
  }
  thumbnailRoutes(app, opts, readerOf);
}

const thumbnailTypes = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;

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

/** What making one thumbnail came to: its bytes, no picture to make it of, or no worker free. */
type Made = Buffer | 'missing' | 'busy';

/**
 * /thumbs/<width>/<key>.<webp|fallback>: a thumbnail of the stored picture /files/<key>, made on the first
 * request and kept in the storage beside it (so every copy serves it without making it again, and deleting
 * the picture deletes it: picture-keys.ts), served with a year-long cache (keys are random, so a picture
 * never changes under its address). Only pictures the mall knows are made into thumbnails: the seed's and
 * avatars (written by the server alone), and private pictures the reader may see (the gallery module
 * knows them); never a thumbnail of a thumbnail, and only in WebP and the picture's own family of format.
 * Making one counts against the client address's THUMBNAILS_PER_MINUTE and waits for an image worker;
 * over the limit, while the workers are busy, or for a picture the mall did not write (another system's
 * upload), the browser is sent to the picture itself: it still sees it, and the server decodes nothing.
 */
function thumbnailRoutes(
  app: FastifyInstance,
  opts: StoredFilesOptions,
  readerOf: (request: FastifyRequest) => Promise<PictureReader | null>,
) {
  const { storage } = opts;
  const making = new Map<string, Promise<Made>>();
  const make = async (key: string, width: ThumbnailWidth, format: ThumbnailFormat): Promise<Made> => {
    const original = await storage.get(key);
    if (!original) return 'missing';
    let bytes: Buffer;
    try {
      bytes = await opts.imageWork.run(() => makeThumbnail(original, width, format));
    } catch (error) {
      if (isBusy(error)) return 'busy';
      return 'missing'; // not a picture sharp can read, or over the pixel cap
    }
    await storage.put(thumbnailKey(key, width, format), bytes, thumbnailTypes[format]);
    return bytes;
  };
  // Not kept by anyone: the next request tries the thumbnail again.
  const toOriginal = (reply: FastifyReply, key: string) =>
    reply.header('cache-control', 'no-store').redirect(`/files/${key}`, 307);

  app.get('/thumbs/:width/*', async (request, reply) => {
    const { width, '*': rest } = request.params as { width: string; '*': string };
    const w = Number(width) as ThumbnailWidth;
    const match = /^(.+)\.(webp|jpg|png)$/.exec(rest);
    const key = match ? keyOfPath(match[1]!) : null;
    const format = match?.[2] as ThumbnailFormat | undefined;
    if (
      !thumbnailWidths.includes(w) ||
      !key ||
      !format ||
      isThumbnailKey(key) ||
      !storedFileType(key)?.startsWith('image/') ||
      // Two thumbnails a picture and width at most: WebP, and the fallback the page asks for.
      (format !== 'webp' && format !== fallbackFormat(key))
    )
      return reply.callNotFound();
    let cache = 'public, max-age=31536000, immutable';
    if (isPrivateKey(key)) {
      const visibility = await opts.access(key, await readerOf(request));
      if (!visibility) return reply.callNotFound();
      // Seen by everyone only while a use shows it (an avatar): kept no longer than the picture itself.
      cache = visibility === 'private' ? privateFileCache : publicFileCache;
    } else if (!isServerPublicKey(key)) return toOriginal(reply, key);
    const id = `${w}/${key}.${format}`;
    // Requests for the same thumbnail at once make it once (and count once).
    let pending = making.get(id);
    if (!pending) {
      const stored = await storage.get(thumbnailKey(key, w, format));
      if (stored)
        return reply
          .header('content-type', thumbnailTypes[format])
          .header('cache-control', cache)
          .send(stored);
      pending = making.get(id);
      if (!pending) {
        if (!(await opts.thumbnailLimiter.take(request.ip))) return toOriginal(reply, key);
        pending = make(key, w, format).finally(() => making.delete(id));
        making.set(id, pending);
      }
    }
    const made = await pending;
    if (made === 'missing') return reply.callNotFound();
    if (made === 'busy') return toOriginal(reply, key);
    return reply.header('content-type', thumbnailTypes[format]).header('cache-control', cache).send(made);
  });
}
