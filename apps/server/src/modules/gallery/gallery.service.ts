import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type GalleryFile,
  type GalleryFolder,
  galleryLimits,
  type ServerMessageKey,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { SendLimiter } from '../../lib/per-user-limiter';
import type { FileStorage } from '../../lib/storage/file-storage';
import type { SystemService } from '../system';
import type { FileQuery, FileRow, FolderRow, GalleryRepository } from './gallery.repository';
import {
  allowedKinds,
  BrokenImage,
  cleanImage,
  contentTypes,
  extensions,
  sniff,
  uprightImage,
} from './image';

const notFound = (key: 'gallery.folderNotFound' | 'gallery.fileNotFound') =>
  new AppError(ErrorCode.NOT_FOUND, key);
const invalid = (key: ServerMessageKey, params: Record<string, string | number> = {}) =>
  new AppError(ErrorCode.VALIDATION_FAILED, key, params);

/** Upload rules from the system parameters, with the spec's defaults (§9). */
interface UploadRules {
  types: string;
  maxMb: number;
  fileHome: string;
}

/** Where a picture the user chose from the gallery is published (a copy, see copyOwnPicture). */
export type PictureUse = 'avatars' | 'chat' | 'licences';

/** A gallery picture published for a use: its own address, so deleting the gallery file keeps it. */
export interface PublishedPicture {
  fileUrl: string;
  width: number;
  height: number;
}

/** What other modules may do with a user's gallery pictures. */
export interface GalleryPictures {
  copyOwnPicture(userId: number, fileUrl: string, use: PictureUse): Promise<PublishedPicture>;
}

/**
 * The picture gallery: folders and pictures of one user each. Every read and write names the session's
 * user, so another user's id behaves exactly like a missing one.
 */
export class GalleryService implements GalleryPictures {
  constructor(
    private readonly repo: GalleryRepository,
    private readonly storage: FileStorage,
    private readonly system: SystemService,
    private readonly uploadLimiter: SendLimiter,
    private readonly onStorageError: (err: unknown, key: string) => void,
  ) {}

  /** The public address stored pictures are served under (OSS_FILE_HOME, or /files on local disk). */
  async fileHome(): Promise<string> {
    return (await this.rules()).fileHome;
  }

  private async rules(): Promise<UploadRules> {
    const p = await this.system.getParams(['FILE_IMAGE_TYPE', 'FILE_IMAGE_MAX_SIZE', 'OSS_FILE_HOME']);
    const mb = Number.parseFloat(p.FILE_IMAGE_MAX_SIZE ?? '');
    return {
      types: p.FILE_IMAGE_TYPE?.trim() || galleryLimits.defaultTypes,
      // The request body limit is sized for the ceiling, so a larger setting cannot take effect.
      maxMb:
        Number.isFinite(mb) && mb > 0 ? Math.min(mb, galleryLimits.ceilingMb) : galleryLimits.defaultMaxMb,
      fileHome: (p.OSS_FILE_HOME?.trim() || '/files').replace(/\/+$/, ''),
    };
  }

  async folders(userId: number): Promise<GalleryFolder[]> {
    const rows = await this.repo.listFolders(userId);
    const byId = new Map(rows.map((r) => [r.id, this.toFolder(r, '')]));
    const roots: GalleryFolder[] = [];
    for (const row of rows) {
      const node = byId.get(row.id)!;
      const parent = byId.get(row.pid);
      if (parent) {
        node.parentName = parent.name;
        parent.children.push(node);
      } else roots.push(node);
    }
    return roots;
  }

  async addFolder(userId: number, name: string, pid: number): Promise<GalleryFolder> {
    let parentName = '';
    if (pid !== 0) {
      const parent = await this.repo.findFolder(userId, pid);
      if (!parent) throw notFound('gallery.folderNotFound');
      parentName = parent.name;
    }
    if ((await this.repo.countFolders(userId)) >= galleryLimits.foldersMax)
      throw invalid('gallery.folderLimit', { max: galleryLimits.foldersMax });
    return this.toFolder(await this.repo.insertFolder(userId, pid, name), parentName);
  }

  async renameFolder(userId: number, id: number, name: string): Promise<GalleryFolder> {
    const row = await this.repo.renameFolder(userId, id, name);
    if (!row) throw notFound('gallery.folderNotFound');
    const parent = row.pid ? await this.repo.findFolder(userId, row.pid) : undefined;
    return this.toFolder(row, parent?.name ?? '');
  }

  /** Deletes the folder, its sub-folders (any depth) and all their pictures. */
  async deleteFolder(userId: number, id: number): Promise<{ folders: number; files: number }> {
    const rows = await this.repo.listFolders(userId);
    if (!rows.some((r) => r.id === id)) throw notFound('gallery.folderNotFound');
    const ids = new Set([id]);
    // Folders are few per user (galleryLimits.foldersMax); repeat until no new child is found.
    for (let grew = true; grew; ) {
      grew = false;
      for (const r of rows)
        if (ids.has(r.pid) && !ids.has(r.id)) {
          ids.add(r.id);
          grew = true;
        }
    }
    const { keys, folders } = await this.repo.deleteFolders(userId, [...ids]);
    await this.removeStored(keys);
    return { folders, files: keys.length };
  }

  async files(userId: number, q: Omit<FileQuery, 'userId'>): Promise<{ rows: GalleryFile[]; total: number }> {
    if (q.folderId !== undefined && !(await this.repo.findFolder(userId, q.folderId)))
      throw notFound('gallery.folderNotFound');
    const [{ rows, total }, rules] = await Promise.all([this.repo.listFiles({ ...q, userId }), this.rules()]);
    return { rows: rows.map((r) => this.toFile(r, rules.fileHome)), total };
  }

  async upload(
    userId: number,
    input: { folderId?: number; fileName: string; bytes: Buffer },
  ): Promise<GalleryFile> {
    if (input.folderId === undefined) throw invalid('gallery.folderFirst');
    const folder = await this.repo.findFolder(userId, input.folderId);
    if (!folder) throw notFound('gallery.folderNotFound');
    if (!(await this.uploadLimiter.take(userId)))
      throw new AppError(ErrorCode.RATE_LIMITED, 'error.rateLimited', { seconds: 60 });
    const rules = await this.rules();
    const { bytes } = input;
    if (bytes.length === 0) throw invalid('gallery.imageBroken');
    // The transport stops at the ceiling; FILE_IMAGE_MAX_SIZE may be lower.
    if (bytes.length > rules.maxMb * 1024 * 1024) throw invalid('gallery.tooLarge', { mb: rules.maxMb });
    const kind = sniff(bytes);
    if (!kind || !allowedKinds(rules.types).has(kind))
      throw invalid('gallery.typeInvalid', { types: rules.types });
    let clean: ReturnType<typeof cleanImage>;
    try {
      clean = cleanImage(kind, bytes);
    } catch (err) {
      if (err instanceof BrokenImage) throw invalid('gallery.imageBroken');
      throw err;
    }
    if (clean.width * clean.height > galleryLimits.maxPixels)
      throw invalid('gallery.tooManyPixels', { max: galleryLimits.maxPixels });
    try {
      clean = await uprightImage(kind, bytes, clean);
    } catch (err) {
      if (err instanceof BrokenImage) throw invalid('gallery.imageBroken');
      throw err;
    }
    const key = `gallery/${userId}/${randomUUID()}.${extensions[kind]}`;
    await this.storage.put(key, clean.bytes, contentTypes[kind]);
    try {
      const row = await this.repo.insertFile({
        userId,
        folderId: folder.id,
        // The name shown and searched: the browser's, cut to the column's length.
        fileName: [...input.fileName.trim()].slice(0, galleryLimits.fileNameMax).join('') || key.slice(-40),
        storageKey: key,
        contentType: contentTypes[kind],
        size: clean.bytes.length,
        width: clean.width,
        height: clean.height,
      });
      return this.toFile(row, rules.fileHome);
    } catch (err) {
      // E.g. the folder was deleted meanwhile: do not leave an orphan object behind.
      await this.removeStored([key]);
      throw err;
    }
  }

  async deleteFiles(userId: number, ids: number[]): Promise<{ deleted: number }> {
    const keys = await this.repo.deleteFiles(userId, ids);
    await this.removeStored(keys);
    return { deleted: keys.length };
  }

  async download(userId: number, id: number) {
    const row = await this.repo.findFile(userId, id);
    if (!row) throw notFound('gallery.fileNotFound');
    const bytes = await this.storage.get(row.storageKey);
    if (!bytes) throw notFound('gallery.fileNotFound');
    return { bytes, contentType: row.contentType, fileName: row.fileName };
  }

  /**
   * Publishes one of the user's own gallery pictures, named by its address, for a use (avatar, chat
   * picture): the bytes are copied under a new server-made name, so the use keeps its picture when the
   * gallery file is deleted, and the address handed in is never stored as given. Any address that is not
   * one of the user's gallery pictures answers like a missing file (40400).
   */
  async copyOwnPicture(userId: number, fileUrl: string, use: PictureUse): Promise<PublishedPicture> {
    const { fileHome } = await this.rules();
    const prefix = `${fileHome}/gallery/${userId}/`;
    const key = fileUrl.startsWith(prefix) ? fileUrl.slice(fileHome.length + 1) : '';
    const row = key ? await this.repo.findFileByKey(userId, key) : undefined;
    if (!row) throw notFound('gallery.fileNotFound');
    const bytes = await this.storage.get(row.storageKey);
    if (!bytes) throw notFound('gallery.fileNotFound');
    const extension = row.storageKey.slice(row.storageKey.lastIndexOf('.') + 1);
    const copy = `${use}/${userId}/${randomUUID()}.${extension}`;
    await this.storage.put(copy, bytes, row.contentType);
    return { fileUrl: `${fileHome}/${copy}`, width: row.width, height: row.height };
  }

  /** The rows are gone already; a failed object delete only leaves an unreachable file, so it is logged. */
  private async removeStored(keys: string[]) {
    await Promise.all(
      keys.map((key) => this.storage.delete(key).catch((err) => this.onStorageError(err, key))),
    );
  }

  private toFolder(row: FolderRow, parentName: string): GalleryFolder {
    return { id: row.id, pid: row.pid, name: row.name, parentName, children: [] };
  }

  private toFile(row: FileRow, fileHome: string): GalleryFile {
    return {
      id: row.id,
      folderId: row.folderId,
      fileName: row.fileName,
      fileUrl: `${fileHome}/${row.storageKey}`,
      contentType: row.contentType as GalleryFile['contentType'],
      size: row.size,
      width: row.width,
      height: row.height,
      createTime: row.createdAt.toISOString(),
    };
  }
}
