import { and, asc, count, desc, eq, inArray, isNotNull, isNull, notInArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { galleryFiles, galleryFolders, galleryPictureUses } from '../../db/schema/gallery';
import { containsFolded } from '../../lib/fold-case';

export type FolderRow = typeof galleryFolders.$inferSelect;
export type FileRow = typeof galleryFiles.$inferSelect;
/** A file in its owner's gallery (deleted ones kept for their uses have no folder). */
export type GalleryFileRow = FileRow & { folderId: number };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * First key of pg_advisory_xact_lock(int, int) for one user's pictures (ASCII "gq"); the second is the user
 * id. Uploads (the quota), deletes and new uses of one user's pictures take turns under it, so two uploads
 * cannot both take the last bytes and a delete never misses a use added meanwhile.
 */
export const picturesLockClass = 0x6771;

/** What deleting gallery files did: the keys whose rows went (their objects go next) and how many stay for their uses. */
export interface Removed {
  purged: string[];
  kept: number;
}

/** Uses a release ended: gallery files that went with their last use, and other keys nothing uses any more. */
export interface Released {
  purged: string[];
  unused: string[];
}

export interface FileQuery {
  userId: number;
  folderId?: number;
  fileName: string;
  sort: 'createTime' | 'fileName' | 'size';
  sortRules: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const sortColumns = {
  createTime: galleryFiles.createdAt,
  fileName: galleryFiles.fileName,
  size: galleryFiles.size,
} as const;

/** Every query names the owner: rows of other users are never read or changed. */
export class GalleryRepository {
  constructor(private readonly db: Db | Tx) {}

  /** `fn` in a transaction holding the user's picture lock. */
  private locked<T>(userId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${picturesLockClass}, ${userId})`);
      return fn(tx);
    });
  }

  listFolders(userId: number) {
    return this.db
      .select()
      .from(galleryFolders)
      .where(eq(galleryFolders.userId, userId))
      .orderBy(asc(galleryFolders.id));
  }

  async findFolder(userId: number, id: number): Promise<FolderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(galleryFolders)
      .where(and(eq(galleryFolders.userId, userId), eq(galleryFolders.id, id)));
    return row;
  }

  async countFolders(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(galleryFolders)
      .where(eq(galleryFolders.userId, userId));
    return row?.n ?? 0;
  }

  async insertFolder(userId: number, pid: number, name: string): Promise<FolderRow> {
    const [row] = await this.db.insert(galleryFolders).values({ userId, pid, name }).returning();
    return row!;
  }

  async renameFolder(userId: number, id: number, name: string): Promise<FolderRow | undefined> {
    const [row] = await this.db
      .update(galleryFolders)
      .set({ name })
      .where(and(eq(galleryFolders.userId, userId), eq(galleryFolders.id, id)))
      .returning();
    return row;
  }

  /**
   * Deletes the folders and their files in one transaction: a file a use still shows stays without a folder.
   * Answers the keys of the files that went and how many folders did.
   */
  deleteFolders(userId: number, ids: number[]): Promise<Removed & { folders: number }> {
    return this.locked(userId, async (tx) => {
      const removed = await removeFiles(
        tx,
        and(eq(galleryFiles.userId, userId), inArray(galleryFiles.folderId, ids)),
      );
      const folders = await tx
        .delete(galleryFolders)
        .where(and(eq(galleryFolders.userId, userId), inArray(galleryFolders.id, ids)))
        .returning({ id: galleryFolders.id });
      return { ...removed, folders: folders.length };
    });
  }

  async listFiles(q: FileQuery): Promise<{ rows: GalleryFileRow[]; total: number }> {
    const where = and(
      eq(galleryFiles.userId, q.userId),
      q.folderId === undefined ? isNotNull(galleryFiles.folderId) : eq(galleryFiles.folderId, q.folderId),
      q.fileName ? containsFolded(galleryFiles.fileName, q.fileName) : undefined,
    );
    const order = q.sortRules === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(galleryFiles)
        .where(where)
        // The id breaks ties so pages never repeat or skip a file.
        .orderBy(order(sortColumns[q.sort]), order(galleryFiles.id))
        .limit(q.limit)
        .offset((q.offset - 1) * q.limit),
      this.db.select({ n: count() }).from(galleryFiles).where(where),
    ]);
    return { rows: rows as GalleryFileRow[], total: total?.n ?? 0 };
  }

  /** One of the user's files in their gallery. */
  async findFile(userId: number, id: number): Promise<GalleryFileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(galleryFiles)
      .where(and(eq(galleryFiles.userId, userId), eq(galleryFiles.id, id), isNotNull(galleryFiles.folderId)));
    return row as GalleryFileRow | undefined;
  }

  /** Bytes the user keeps: all their stored pictures, and of them those deleted from the gallery but still used. */
  async usage(userId: number): Promise<{ used: number; kept: number }> {
    const [row] = await this.db
      .select({
        used: sum(galleryFiles.size).mapWith(Number),
        kept: sql<number>`coalesce(sum(${galleryFiles.size}) filter (where ${galleryFiles.folderId} is null), 0)`.mapWith(
          Number,
        ),
      })
      .from(galleryFiles)
      .where(eq(galleryFiles.userId, userId));
    return { used: row?.used ?? 0, kept: row?.kept ?? 0 };
  }

  /**
   * Stores the file row if the user's pictures and it fit in `quotaBytes`, counted under the user's lock
   * (two uploads at once cannot both take the last bytes); else answers the bytes already used.
   */
  insertFileWithin(
    values: typeof galleryFiles.$inferInsert & { folderId: number },
    quotaBytes: number,
  ): Promise<{ row: GalleryFileRow } | { used: number }> {
    return this.locked(values.userId, async (tx) => {
      const [usage] = await tx
        .select({ used: sum(galleryFiles.size).mapWith(Number) })
        .from(galleryFiles)
        .where(eq(galleryFiles.userId, values.userId));
      const used = usage?.used ?? 0;
      if (used + values.size > quotaBytes) return { used };
      const [row] = await tx.insert(galleryFiles).values(values).returning();
      return { row: row as GalleryFileRow };
    });
  }

  /** Deletes the user's files by id (theirs only, in the gallery only); a file a use still shows stays without a folder. */
  deleteFiles(userId: number, ids: number[]): Promise<Removed> {
    return this.locked(userId, (tx) =>
      removeFiles(tx, and(eq(galleryFiles.userId, userId), inArray(galleryFiles.id, ids))),
    );
  }

  /**
   * Records a use of one of the owner's gallery pictures (by its stored name) for its readers, under the
   * owner's lock, so a delete running at the same time either sees the use (and keeps the file) or has
   * removed the file first (and the use is refused). Answers the file, or undefined when it is not one of
   * the owner's pictures in their gallery. Recording the same use again changes nothing.
   */
  addUse(
    ownerId: number,
    storageKey: string,
    use: { use: string; subjectId: number; readers: string[] },
  ): Promise<GalleryFileRow | undefined> {
    return this.locked(ownerId, async (tx) => {
      const [row] = await tx
        .select()
        .from(galleryFiles)
        .where(
          and(
            eq(galleryFiles.userId, ownerId),
            eq(galleryFiles.storageKey, storageKey),
            isNotNull(galleryFiles.folderId),
          ),
        );
      if (!row) return undefined;
      await tx
        .insert(galleryPictureUses)
        .values(use.readers.map((reader) => ({ storageKey, use: use.use, subjectId: use.subjectId, reader })))
        .onConflictDoNothing();
      return row as GalleryFileRow;
    });
  }

  /**
   * Ends the uses of one subject (the user's avatar, their application's licences) except for the keys in
   * `keep`, under the user's lock. A gallery file of the user deleted from the gallery goes with its last
   * use (its key is in `purged`); other keys nothing uses any more are in `unused`.
   */
  releaseUses(userId: number, use: string, subjectId: number, keep: string[]): Promise<Released> {
    return this.locked(userId, async (tx) => {
      const ended = await tx
        .delete(galleryPictureUses)
        .where(
          and(
            eq(galleryPictureUses.use, use),
            eq(galleryPictureUses.subjectId, subjectId),
            keep.length > 0 ? notInArray(galleryPictureUses.storageKey, keep) : undefined,
          ),
        )
        .returning({ key: galleryPictureUses.storageKey });
      const keys = [...new Set(ended.map((e) => e.key))];
      if (keys.length === 0) return { purged: [], unused: [] };
      const stillUsed = new Set(
        (
          await tx
            .selectDistinct({ key: galleryPictureUses.storageKey })
            .from(galleryPictureUses)
            .where(inArray(galleryPictureUses.storageKey, keys))
        ).map((r) => r.key),
      );
      const unused = keys.filter((key) => !stillUsed.has(key));
      if (unused.length === 0) return { purged: [], unused: [] };
      const gone = await tx
        .delete(galleryFiles)
        .where(
          and(
            eq(galleryFiles.userId, userId),
            inArray(galleryFiles.storageKey, unused),
            isNull(galleryFiles.folderId),
          ),
        )
        .returning({ key: galleryFiles.storageKey });
      const purged = gone.map((g) => g.key);
      const files = new Set(
        (
          await tx
            .select({ key: galleryFiles.storageKey })
            .from(galleryFiles)
            .where(inArray(galleryFiles.storageKey, unused))
        ).map((r) => r.key),
      );
      return { purged, unused: unused.filter((key) => !purged.includes(key) && !files.has(key)) };
    });
  }

  /** Which of `readers` (`*`, `cust:<id>`, `user:<id>`) a use of the stored picture names. */
  async readersOf(storageKey: string, readers: string[]): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ reader: galleryPictureUses.reader })
      .from(galleryPictureUses)
      .where(and(eq(galleryPictureUses.storageKey, storageKey), inArray(galleryPictureUses.reader, readers)));
    return rows.map((r) => r.reader);
  }
}

/**
 * Deletes the gallery files `where` names (in the gallery only) that no use shows, and takes the others out
 * of the gallery (no folder): kept for their uses, still the owner's. Inside the owner's lock.
 */
async function removeFiles(tx: Tx, where: ReturnType<typeof and>): Promise<Removed> {
  const inGallery = and(where, isNotNull(galleryFiles.folderId));
  const used = sql`exists (select 1 from ${galleryPictureUses} where ${galleryPictureUses.storageKey} = ${galleryFiles.storageKey})`;
  const gone = await tx
    .delete(galleryFiles)
    .where(and(inGallery, sql`not ${used}`))
    .returning({ key: galleryFiles.storageKey });
  const kept = await tx
    .update(galleryFiles)
    .set({ folderId: null })
    .where(and(inGallery, used))
    .returning({ id: galleryFiles.id });
  return { purged: gone.map((g) => g.key), kept: kept.length };
}
