import { ErrorCode } from '@mall/contracts';
import { AppError } from '../../lib/app-error';

/** The picture uses of one kind of subject (a class's icon, a brand's logo), on the caller's transaction. */
export interface SubjectPictures {
  use(userId: number, subjectId: number, keys: string[]): Promise<string[]>;
  release(subjectId: number, keep: string[]): Promise<void>;
}

/**
 * A class's icon or a brand's logo changes from `before` to `after`: a picture it shows already stays (the
 * seed's, or another operator's), a new one must be one of the caller's gallery pictures, which the subject
 * then shows to everyone; the subject's use of a picture it no longer shows ends. Throws 40400 for a
 * picture that is not the caller's.
 */
export async function showPicture(
  pictures: SubjectPictures,
  fileHome: string,
  userId: number,
  subjectId: number,
  before: string,
  after: string,
): Promise<void> {
  const toKey = (url: string) => url.slice(fileHome.length + 1);
  if (after !== '' && after !== before) {
    const own = after.startsWith(`${fileHome}/gallery/${userId}/`);
    const missing = own ? await pictures.use(userId, subjectId, [toKey(after)]) : [after];
    if (missing.length > 0)
      throw new AppError(ErrorCode.NOT_FOUND, 'catalogue.pictureNotFound', { name: after });
  }
  await pictures.release(subjectId, after.startsWith(`${fileHome}/`) ? [toKey(after)] : []);
}
