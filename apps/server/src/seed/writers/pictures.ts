import type { FileStorage } from '../../lib/storage/file-storage';
import type { PictureSet } from '../generators/pictures';

/** Stores every picture of the set under `seed/...`, 32 at a time (a bucket answers each PUT over the network). */
export async function writePictures(pictures: PictureSet, storage: FileStorage): Promise<void> {
  const entries = pictures.entries();
  for (let i = 0; i < entries.length; i += 32) {
    await Promise.all(
      entries
        .slice(i, i + 32)
        .map(([p, content]) => storage.put(`seed/${p}`, Buffer.from(content, 'utf8'), 'image/svg+xml')),
    );
  }
}
