import { type GalleryFile, galleryEndpoints } from '@mall/contracts';
import { type UploadOptions, upload } from '../../../lib/http';

/** Uploads one picture into a folder (multipart, with progress); the server checks its bytes and decides. */
export function uploadFile(
  input: { folderId: number; file: File } & Pick<UploadOptions, 'onProgress' | 'signal'>,
): Promise<GalleryFile> {
  const { folderId, file, ...rest } = input;
  // Large pictures on a slow line take a while: the default time-out (300 s) stays.
  return upload(galleryEndpoints.upload, { file, fields: { folderId }, ...rest });
}
