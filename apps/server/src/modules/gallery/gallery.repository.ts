import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { galleryFiles, galleryFolders } from '../../db/schema/gallery';
import { containsFolded } from '../../lib/fold-case';

export type FolderRow = typeof galleryFolders.$inferSelect;
export type FileRow = typeof galleryFiles.$inferSelect;

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
  constructor(private readonly db: Db) {}

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

  /** Deletes the folders and their files in one transaction; answers the storage keys of the files. */
  deleteFolders(userId: number, ids: number[]): Promise<{ keys: string[]; folders: number }> {
    return this.db.transaction(async (tx) => {
      const files = await tx
        .delete(galleryFiles)
        .where(and(eq(galleryFiles.userId, userId), inArray(galleryFiles.folderId, ids)))
        .returning({ key: galleryFiles.storageKey });
      const folders = await tx
        .delete(galleryFolders)
        .where(and(eq(galleryFolders.userId, userId), inArray(galleryFolders.id, ids)))
        .returning({ id: galleryFolders.id });
      return { keys: files.map((f) => f.key), folders: folders.length };
    });
  }

  async listFiles(q: FileQuery): Promise<{ rows: FileRow[]; total: number }> {
    const where = and(
      eq(galleryFiles.userId, q.userId),
      q.folderId === undefined ? undefined : eq(galleryFiles.folderId, q.folderId),
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
    return { rows, total: total?.n ?? 0 };
  }

  async findFile(userId: number, id: number): Promise<FileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(galleryFiles)
      .where(and(eq(galleryFiles.userId, userId), eq(galleryFiles.id, id)));
    return row;
  }

  /** One of the user's pictures by its stored name (a picture address the user hands in). */
  async findFileByKey(userId: number, storageKey: string): Promise<FileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(galleryFiles)
      .where(and(eq(galleryFiles.userId, userId), eq(galleryFiles.storageKey, storageKey)));
    return row;
  }

  async insertFile(values: typeof galleryFiles.$inferInsert): Promise<FileRow> {
    const [row] = await this.db.insert(galleryFiles).values(values).returning();
    return row!;
  }

  async deleteFiles(userId: number, ids: number[]): Promise<string[]> {
    const rows = await this.db
      .delete(galleryFiles)
      .where(and(eq(galleryFiles.userId, userId), inArray(galleryFiles.id, ids)))
      .returning({ key: galleryFiles.storageKey });
    return rows.map((r) => r.key);
  }
}
