import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { galleryFiles, galleryPictureUses } from '../../db/schema/gallery';
import { picturesLockClass } from './gallery.repository';

/** What shows gallery pictures to everyone: a product, a shop's logo and banner, an advert, an article, a class icon, a brand logo. */
export type PublicPictureUse = 'product' | 'shop' | 'advert' | 'article' | 'class' | 'brand';

/**
 * Gallery pictures shown to everyone by something a console writes (a product of the merchant workbench, an
 * advert or an article of the platform's), written in that thing's own transaction so it and its pictures'
 * uses are saved together or not at all. A use makes the picture public (reader `*`) and keeps it while
 * the subject shows it, even when its owner deletes it from the gallery. Takes the owner's picture lock, as
 * the gallery's own deletes do, so a delete and a use never cross.
 */
export class PublicPictureUses {
  constructor(
    private readonly db: Executor,
    private readonly kind: PublicPictureUse,
  ) {}

  /**
   * Uses the user's own gallery pictures (by stored name) on the subject. Answers the names that are not
   * the user's pictures in their gallery; nothing is written then.
   */
  async use(userId: number, subjectId: number, keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    await this.db.execute(sql`select pg_advisory_xact_lock(${picturesLockClass}, ${userId})`);
    const own = await this.db
      .select({ key: galleryFiles.storageKey })
      .from(galleryFiles)
      .where(
        and(
          eq(galleryFiles.userId, userId),
          inArray(galleryFiles.storageKey, keys),
          isNotNull(galleryFiles.folderId),
        ),
      );
    const found = new Set(own.map((r) => r.key));
    const missing = keys.filter((key) => !found.has(key));
    if (missing.length > 0) return missing;
    await this.db
      .insert(galleryPictureUses)
      .values(keys.map((storageKey) => ({ storageKey, use: this.kind, subjectId, reader: '*' })))
      .onConflictDoNothing();
    return [];
  }

  /**
   * Ends the subject's uses of pictures except for the stored names in `keep`. A picture its owner deleted
   * from the gallery while the subject showed it stays stored (and counted in their quota) after this: the
   * object's removal belongs to the gallery's storage, which this transaction does not reach (issue 33 note).
   */
  async release(subjectId: number, keep: string[]): Promise<void> {
    await this.db
      .delete(galleryPictureUses)
      .where(
        and(
          eq(galleryPictureUses.use, this.kind),
          eq(galleryPictureUses.subjectId, subjectId),
          keep.length > 0
            ? sql`${galleryPictureUses.storageKey} <> all(${sql.param(keep)}::text[])`
            : undefined,
        ),
      );
  }
}
