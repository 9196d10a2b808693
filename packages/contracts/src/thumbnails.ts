/**
 * Picture thumbnails (server: plugins/stored-files.ts; web: components/safe-image.tsx). A stored picture
 * at /files/<key> has thumbnails at /thumbs/<width>/<key>.webp and, for browsers without WebP, in its own
 * family of format at /thumbs/<width>/<key>.<jpg|png>. The server makes each one on first request, keeps
 * it in the file storage and serves it with a year-long cache.
 */
export const thumbnailWidths = [160, 320, 640] as const;
export type ThumbnailWidth = (typeof thumbnailWidths)[number];
export type ThumbnailFormat = 'webp' | 'jpg' | 'png';

const storedPicture = /^\/files\/([a-z0-9][a-z0-9/_-]*\.(png|jpe?g|gif|svg|webp))$/i;

/** The storage key of a stored picture's address ("/files/seed/x.svg" → "seed/x.svg"); null for others. */
export function storedPictureKey(url: string): string | null {
  const match = storedPicture.exec(url);
  if (!match || match[1].split('/').some((p) => p === '' || p === '..')) return null;
  return match[1];
}

/** The format of the fallback thumbnail: JPEG pictures stay JPEG, everything else becomes PNG. */
export function fallbackFormat(key: string): Exclude<ThumbnailFormat, 'webp'> {
  return /\.jpe?g$/i.test(key) ? 'jpg' : 'png';
}

export function thumbnailUrl(key: string, width: ThumbnailWidth, format: ThumbnailFormat): string {
  return `/thumbs/${width}/${key}.${format}`;
}

/**
 * What a <picture> needs to load thumbnails instead of the picture: `webp` for its WebP <source>, and for
 * its <img> `srcSet` in the fallback format and `src` (320 px) for browsers without srcset; the browser
 * picks the width by `sizes`. Null for a picture that is not one of ours (another site's address, an
 * empty value): show it as it is.
 */
export function thumbnailSources(url: string): { webp: string; srcSet: string; src: string } | null {
  const key = storedPictureKey(url);
  if (!key) return null;
  const set = (format: ThumbnailFormat) =>
    thumbnailWidths.map((w) => `${thumbnailUrl(key, w, format)} ${w}w`).join(', ');
  const fallback = fallbackFormat(key);
  return { webp: set('webp'), srcSet: set(fallback), src: thumbnailUrl(key, 320, fallback) };
}
