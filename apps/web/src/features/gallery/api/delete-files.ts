import { galleryEndpoints } from '@mall/contracts';
import { request } from '../../../lib/http';

/** Deletes pictures by id (the body is the array, spec §7); answers how many went. */
export function deleteFiles(ids: number[]) {
  return request(galleryEndpoints.deleteFiles, { body: ids });
}
