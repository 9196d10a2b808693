import { type GalleryFile, galleryEndpoints } from '@mall/contracts';
import { request } from '../../../lib/http';

/** Uploads one picture (base64, a data: URL prefix allowed); the server checks its bytes and decides. */
export function uploadFile(input: {
  folderId: number;
  fileName: string;
  base64: string;
}): Promise<GalleryFile> {
  // Large pictures take a while as base64: the default time-out (300 s) stays.
  return request(galleryEndpoints.upload, { body: input });
}
