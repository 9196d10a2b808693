import { type ThumbnailFormat, type ThumbnailWidth, thumbnailWidths } from '@mall/contracts';
import type { FileStorage } from './file-storage';

/*
 * What a stored key says about the picture (keys are server-made: `<kind>/<user>/<uuid>.<ext>`, `seed/...`),
 * for the routes that serve them (plugins/stored-files.ts) and the modules that store and delete them.
 */

/**
 * Pictures only some people may see: gallery pictures (their owner, and whoever a use shows them to), chat
 * pictures and licence copies made before uses existed, and the seed's licence pictures. They are served
 * after a check of the reader (the gallery module decides), never by the public file route.
 */
const privatePrefixes = ['gallery/', 'chat/', 'licences/', 'seed/merchant/'] as const;

/** Public pictures only the server writes, so any stored one is a picture the mall knows: the seed's, avatars. */
const serverPublicPrefixes = ['seed/', 'avatars/'] as const;

/** Thumbnails live beside the pictures in the same storage; they are served at /thumbs/*, never as files. */
const thumbnailPrefix = 'thumbs/';

/** Whether a key is a private picture (lower-cased first: a case-insensitive disk must not open a way round). */
export function isPrivateKey(key: string): boolean {
  const lower = key.toLowerCase();
  return privatePrefixes.some((prefix) => lower.startsWith(prefix));
}

export function isThumbnailKey(key: string): boolean {
  return key.toLowerCase().startsWith(thumbnailPrefix);
}

/** A public original the server wrote itself (the seed, avatars): a thumbnail may be made of it when it exists. */
export function isServerPublicKey(key: string): boolean {
  return !isPrivateKey(key) && serverPublicPrefixes.some((prefix) => key.startsWith(prefix));
}

export const thumbnailFormats: readonly ThumbnailFormat[] = ['webp', 'jpg', 'png'];

/** Where a thumbnail is kept: thumbs/320/seed/x-svg.webp for seed/x.svg at 320 px in WebP. */
export function thumbnailKey(key: string, width: ThumbnailWidth, format: ThumbnailFormat): string {
  return `thumbs/${width}/${key.replace(/\./g, '-')}.${format}`;
}

/** Every thumbnail a picture may have (each width and format), whether made or not. */
export function thumbnailKeysOf(key: string): string[] {
  return thumbnailWidths.flatMap((width) =>
    thumbnailFormats.map((format) => thumbnailKey(key, width, format)),
  );
}

/** Deletes a stored picture and every thumbnail of it; a missing one is no error. */
export async function deletePicture(storage: FileStorage, key: string): Promise<void> {
  await Promise.all([key, ...thumbnailKeysOf(key)].map((k) => storage.delete(k)));
}
