import { randomUUID } from 'node:crypto';
import { avatarLimits, ErrorCode, galleryLimits } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { ImageWork } from '../../lib/image-work';
import type { SendLimiter } from '../../lib/per-user-limiter';
import type { FileStorage } from '../../lib/storage/file-storage';
import { deletePicture } from '../../lib/storage/picture-keys';
import type { GalleryPictures } from './gallery.service';
import { BrokenImage, cleanImage, contentTypes, extensions, sniff, uprightImage } from './image';

/** Bytes of an uploaded avatar (modifypersonalimage); the upload stops reading beyond them. */
export const avatarMaxBytes = avatarLimits.maxBytes;
/** Avatar changes one user may make per minute (each stores a file). */
export const avatarsPerMinute = 10;

/** Reads and writes a user's avatar address (the profile). */
export interface AvatarStore {
  getImage(userId: number): Promise<string>;
  setImage(userId: number, url: string): Promise<void>;
}

export interface AvatarDeps {
  storage: FileStorage;
  store: AvatarStore;
  pictures: GalleryPictures;
  /** OSS_FILE_HOME without its trailing slash ('/files' on local disk). */
  fileHome(): Promise<string>;
  limiter: SendLimiter;
  /** Where a turned JPEG is decoded to stand it upright (one queue for the whole server). */
  imageWork: ImageWork;
  onStorageError(err: unknown, key: string): void;
}

/**
 * Avatars, uploaded (modifypersonalimage: stored through the same storage as gallery pictures, local disk
 * or S3, under `avatars/<userId>/`, with metadata stripped) or chosen from the gallery (setavatar: the
 * gallery picture itself, kept while it is the avatar), at most `avatarsPerMinute` changes a minute, counted
 * before anything is decoded; an uploaded avatar a new one replaces is deleted with its thumbnails.
 */
export class AvatarService {
  constructor(private readonly deps: AvatarDeps) {}

  private async take(userId: number) {
    if (!(await this.deps.limiter.take(userId)))
      throw new AppError(ErrorCode.RATE_LIMITED, 'error.rateLimited', { seconds: 60 });
  }

  async upload(userId: number, bytes: Buffer): Promise<string> {
    // Counted first: a refused picture costs a change too, and nothing is decoded beyond the limit.
    await this.take(userId);
    const invalid = new AppError(ErrorCode.VALIDATION_FAILED, 'auth.imageInvalid');
    if (bytes.length === 0 || bytes.length > avatarMaxBytes) throw invalid;
    // The type comes from the bytes, never from the file name or a declared type.
    const kind = sniff(bytes);
    if (!kind) throw invalid;
    let clean: ReturnType<typeof cleanImage>;
    try {
      clean = cleanImage(kind, bytes);
    } catch (err) {
      if (err instanceof BrokenImage) throw invalid;
      throw err;
    }
    if (clean.width * clean.height > galleryLimits.maxPixels) throw invalid;
    try {
      clean = await uprightImage(kind, bytes, clean, this.deps.imageWork);
    } catch (err) {
      if (err instanceof BrokenImage) throw invalid;
      throw err;
    }
    const fileHome = await this.deps.fileHome();
    // A random name: the uploader's file name never reaches the storage.
    const key = `avatars/${userId}/${randomUUID()}.${extensions[kind]}`;
    await this.deps.storage.put(key, clean.bytes, contentTypes[kind]);
    return this.replace(userId, `${fileHome}/${key}`, fileHome);
  }

  /**
   * Makes one of the user's gallery pictures their avatar: the gallery picture itself, shown to everyone
   * and kept while it is the avatar, even when the user deletes it from the gallery.
   */
  async useGalleryPicture(userId: number, fileUrl: string): Promise<string> {
    await this.take(userId);
    const picture = await this.deps.pictures.useOwnPicture(userId, fileUrl, { kind: 'avatar' });
    return this.replace(userId, picture.fileUrl, await this.deps.fileHome());
  }

  /**
   * Points the profile at the new picture, then lets go of the one it replaces: an uploaded avatar is
   * deleted, a gallery picture stops being the avatar (and goes if it was deleted from the gallery).
   */
  private async replace(userId: number, url: string, fileHome: string): Promise<string> {
    const old = await this.deps.store.getImage(userId);
    await this.deps.store.setImage(userId, url);
    const oldKey = storedAvatarKey(old, userId, fileHome);
    if (oldKey && oldKey !== url.slice(fileHome.length + 1)) {
      // The profile no longer names it; a failed delete only leaves an unreachable file, so it is logged.
      await deletePicture(this.deps.storage, oldKey).catch((err) => this.deps.onStorageError(err, oldKey));
    }
    // The avatar the profile names now keeps its use (read again: of two changes at once, the last one
    // written wins, and its picture must not lose its use to the other).
    await this.deps.pictures.releaseUses(userId, 'avatar', [await this.deps.store.getImage(userId)]);
    return url;
  }
}

/**
 * The storage key of an avatar address this service stored for this user, or null for anything else (an
 * empty avatar, a seeded picture, an outside address): only our own copies are ever deleted. Avatars
 * stored before they had a folder per user lived at `/files/avatars/<32 hex>.<ext>` on the local disk.
 */
export function storedAvatarKey(url: string, userId: number, fileHome: string): string | null {
  const own = `${fileHome}/avatars/${userId}/`;
  if (url.startsWith(own) && /^[0-9a-f-]{36}\.(png|jpg|gif)$/.test(url.slice(own.length)))
    return url.slice(fileHome.length + 1);
  const legacy = /^\/files\/(avatars\/[0-9a-f]{32}\.(png|jpg|gif))$/.exec(url);
  return legacy?.[1] ?? null;
}
