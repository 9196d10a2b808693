// The gallery module's front door: the caller's picture folders, avatars, and the files of business objects.
import { galleryLimits } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { LimiterFactory } from '../../lib/per-user-limiter';
import type { FileStorage } from '../../lib/storage/file-storage';
import type { SystemService } from '../system';
import { AvatarService, type AvatarStore, avatarsPerMinute } from './avatar.service';
import { type BizFileOwners, BizFilesService, bizFileSources } from './biz-files.service';
import { GalleryRepository } from './gallery.repository';
import { galleryRoutes } from './gallery.routes';
import { type GalleryPictures, GalleryService } from './gallery.service';

export type { AvatarStore, BizFileOwners, GalleryPictures };

export interface GalleryModuleDeps {
  db: Db;
  storage: FileStorage;
  system: SystemService;
  limiter: LimiterFactory;
  /** Where the caller's avatar address is kept (the auth module's profile). */
  avatarStore: AvatarStore;
  onStorageError: (err: unknown, key: string) => void;
}

/**
 * The gallery. Its pictures serve other modules (chat, merchant); the files of business objects come from
 * the modules owning them, which are created after it: app.ts hands them over with `serveBizFilesOf`.
 */
export function createGalleryModule(deps: GalleryModuleDeps) {
  const gallery = new GalleryService(
    new GalleryRepository(deps.db),
    deps.storage,
    deps.system,
    deps.limiter('gallery-upload', galleryLimits.uploadsPerMinute),
    deps.onStorageError,
  );
  const avatars = new AvatarService({
    storage: deps.storage,
    store: deps.avatarStore,
    pictures: gallery,
    fileHome: () => gallery.fileHome(),
    limiter: deps.limiter('avatar', avatarsPerMinute),
    onStorageError: deps.onStorageError,
  });
  let bizFiles: BizFilesService | undefined;
  return {
    gallery,
    /** The callers' own pictures, copied for another use (chat, licences). */
    pictures: gallery as GalleryPictures,
    avatars,
    serveBizFilesOf(owners: BizFileOwners) {
      bizFiles = new BizFilesService(bizFileSources(owners));
    },
    routes(api: FastifyInstance) {
      if (!bizFiles) throw new Error('gallery: serveBizFilesOf was not called before routes');
      galleryRoutes(api, gallery, avatars, bizFiles);
    },
  };
}
