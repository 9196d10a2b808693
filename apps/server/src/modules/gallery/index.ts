// The gallery module's front door: the caller's picture folders and avatars.
import { galleryLimits } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ImageWork } from '../../lib/image-work';
import type { LimiterFactory } from '../../lib/per-user-limiter';
import type { FileStorage } from '../../lib/storage/file-storage';
import type { SystemService } from '../system';
import { AvatarService, type AvatarStore, avatarsPerMinute } from './avatar.service';
import { GalleryRepository } from './gallery.repository';
import { galleryRoutes } from './gallery.routes';
import { type GalleryPictures, GalleryService, type PictureReader, type PictureUse } from './gallery.service';

// Products, shops, adverts and articles show gallery pictures, recorded inside their own transaction.
export { type PublicPictureUse, PublicPictureUses } from './public-pictures.repository';
export type { AvatarStore, GalleryPictures, PictureReader, PictureUse };

export interface GalleryModuleDeps {
  db: Db;
  storage: FileStorage;
  system: SystemService;
  limiter: LimiterFactory;
  /** Where the caller's avatar address is kept (the auth module's profile). */
  avatarStore: AvatarStore;
  /** The server's one queue for decoding pictures. */
  imageWork: ImageWork;
  /** Picture space per user in MB (GALLERY_QUOTA_MB). */
  quotaMb: number;
  onStorageError: (err: unknown, key: string) => void;
}

/** The gallery. Its pictures serve other modules (chat, merchant, business files). */
export function createGalleryModule(deps: GalleryModuleDeps) {
  const gallery = new GalleryService({
    repo: new GalleryRepository(deps.db),
    storage: deps.storage,
    system: deps.system,
    uploadLimiter: deps.limiter('gallery-upload', galleryLimits.uploadsPerMinute),
    imageWork: deps.imageWork,
    quotaBytes: deps.quotaMb * 1024 * 1024,
    onStorageError: deps.onStorageError,
  });
  const avatars = new AvatarService({
    storage: deps.storage,
    store: deps.avatarStore,
    pictures: gallery,
    fileHome: () => gallery.fileHome(),
    limiter: deps.limiter('avatar', avatarsPerMinute),
    imageWork: deps.imageWork,
    onStorageError: deps.onStorageError,
  });
  return {
    gallery,
    /** The callers' own pictures, used elsewhere (chat, licences). */
    pictures: gallery as GalleryPictures,
    /** Who may see a private picture (the /files and /thumbs routes ask). */
    access: (key: string, reader: PictureReader | null) => gallery.access(key, reader),
    avatars,
    routes(api: FastifyInstance) {
      galleryRoutes(api, gallery, avatars);
    },
  };
}
