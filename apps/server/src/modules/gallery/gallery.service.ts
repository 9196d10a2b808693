import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type GalleryFile,
  type GalleryFolder,
  type GalleryUsage,
  galleryLimits,
  platformAdminCustId,
  type ServerMessageKey,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { ImageWork } from '../../lib/image-work';
import type { SendLimiter } from '../../lib/per-user-limiter';
import type { FileStorage } from '../../lib/storage/file-storage';
import { deletePicture } from '../../lib/storage/picture-keys';
import type { SystemService } from '../system';
import type { FileQuery, FolderRow, GalleryFileRow, GalleryRepository } from './gallery.repository';
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

/**
 * A use of a gallery picture outside the gallery, and who sees it there: an avatar (everyone), a chat
 * picture (both sides of the conversation: its customers' users), a merchant application's licence (the
 * applicant and the platform's reviewers, customer 1).
 */
export type PictureUse =
  | { kind: 'avatar' }
  | { kind: 'chat'; conversationId: number; parties: readonly [number, number] }
  | { kind: 'licence' };

/** A gallery picture as a use shows it: the stored picture's own address and its size. */
export interface UsedPicture {
  fileUrl: string;
  width: number;
  height: number;
}

/** Who reads a private picture: the session's user and customer. */
export interface PictureReader {
  userId: number;
  custId: number;
}

/** What other modules may do with a user's gallery pictures. */
export interface GalleryPictures {
  /**
   * Uses one of the user's own gallery pictures, named by its address: the use points at the stored picture
   * (no copy), which is then kept while the use lasts, even when the user deletes it from the gallery.
   * Any address that is not one of the user's pictures in their gallery answers like a missing file (40400).
   */
  useOwnPicture(userId: number, fileUrl: string, use: PictureUse): Promise<UsedPicture>;
  /**
   * Ends the user's avatar or licence uses except for the addresses in `keep`; a picture deleted from the
   * gallery goes with its last use, and so does a licence copy made before uses existed.
   */
  releaseUses(userId: number, kind: 'avatar' | 'licence', keep: readonly string[]): Promise<void>;
}

export interface GalleryServiceDeps {
  repo: GalleryRepository;
  storage: FileStorage;
  system: SystemService;
  uploadLimiter: SendLimiter;
  /** Where pictures are decoded (turning a JPEG upright): one queue for the whole server. */
  imageWork: ImageWork;
  /** Bytes one user may keep (GALLERY_QUOTA_MB). */
  quotaBytes: number;
  onStorageError: (err: unknown, key: string) => void;
}

/** MB with one decimal at most, as the gallery shows sizes ("0.4", "500"). */
const mb = (bytes: number) => String(Number(Math.max(0, bytes / 1024 / 1024).toFixed(1)));

/** The owner a private key names (gallery/<user>/..., chat/<user>/..., licences/<user>/...), or null. */
function ownerOfKey(key: string): number | null {
  const match = /^(?:gallery|chat|licences)\/([1-9][0-9]{0,9})\//.exec(key);
  return match ? Number(match[1]) : null;
}

/**
 * The picture gallery: folders and pictures of one user each. Every read and write names the session's
 * user, so another user's id behaves exactly like a missing one.
 */
export class GalleryService implements GalleryPictures {
  private readonly repo: GalleryRepository;
  private readonly storage: FileStorage;
  private readonly system: SystemService;

  constructor(private readonly deps: GalleryServiceDeps) {
    ({ repo: this.repo, storage: this.storage, system: this.system } = deps);
  }

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
    const { purged, kept, folders } = await this.repo.deleteFolders(userId, [...ids]);
    await this.removeStored(purged);
    return { folders, files: purged.length + kept };
  }

  async files(userId: number, q: Omit<FileQuery, 'userId'>): Promise<{ rows: GalleryFile[]; total: number }> {
    if (q.folderId !== undefined && !(await this.repo.findFolder(userId, q.folderId)))
      throw notFound('gallery.folderNotFound');
    const [{ rows, total }, rules] = await Promise.all([this.repo.listFiles({ ...q, userId }), this.rules()]);
    return { rows: rows.map((r) => this.toFile(r, rules.fileHome)), total };
  }

  /** The user's picture space: bytes kept (deleted pictures still used included) of the quota. */
  async usage(userId: number): Promise<GalleryUsage> {
    const { used, kept } = await this.repo.usage(userId);
    return { usedBytes: used, keptBytes: kept, quotaBytes: this.deps.quotaBytes };
  }

  private quotaFull(size: number, used: number): AppError {
    return invalid('gallery.quotaFull', {
      size: mb(size),
      free: mb(this.deps.quotaBytes - used),
      quota: mb(this.deps.quotaBytes),
    });
  }

  async upload(
    userId: number,
    input: { folderId?: number; fileName: string; bytes: Buffer },
  ): Promise<GalleryFile> {
    if (input.folderId === undefined) throw invalid('gallery.folderFirst');
    const folder = await this.repo.findFolder(userId, input.folderId);
    if (!folder) throw notFound('gallery.folderNotFound');
    if (!(await this.deps.uploadLimiter.take(userId)))
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
    // A full space costs no decoding (checked again, under the user's lock, when the row is written).
    const { used } = await this.repo.usage(userId);
    if (used + clean.bytes.length > this.deps.quotaBytes) throw this.quotaFull(clean.bytes.length, used);
    try {
      clean = await uprightImage(kind, bytes, clean, this.deps.imageWork);
    } catch (err) {
      if (err instanceof BrokenImage) throw invalid('gallery.imageBroken');
      throw err;
    }
    const key = `gallery/${userId}/${randomUUID()}.${extensions[kind]}`;
    await this.storage.put(key, clean.bytes, contentTypes[kind]);
    let stored: Awaited<ReturnType<GalleryRepository['insertFileWithin']>>;
    try {
      stored = await this.repo.insertFileWithin(
        {
          userId,
          folderId: folder.id,
          // The name shown and searched: the browser's, cut to the column's length.
          fileName: [...input.fileName.trim()].slice(0, galleryLimits.fileNameMax).join('') || key.slice(-40),
          storageKey: key,
          contentType: contentTypes[kind],
          size: clean.bytes.length,
          width: clean.width,
          height: clean.height,
        },
        this.deps.quotaBytes,
      );
    } catch (err) {
      // E.g. the folder was deleted meanwhile: do not leave an orphan object behind.
      await this.removeStored([key]);
      throw err;
    }
    if ('used' in stored) {
      // Another upload took the space meanwhile.
      await this.removeStored([key]);
      throw this.quotaFull(clean.bytes.length, stored.used);
    }
    return this.toFile(stored.row, rules.fileHome);
  }

  /** Deletes the user's pictures; one a use still shows (a sent chat message...) leaves the gallery but is kept. */
  async deleteFiles(userId: number, ids: number[]): Promise<{ deleted: number }> {
    const { purged, kept } = await this.repo.deleteFiles(userId, ids);
    await this.removeStored(purged);
    return { deleted: purged.length + kept };
  }

  async download(userId: number, id: number) {
    const row = await this.repo.findFile(userId, id);
    if (!row) throw notFound('gallery.fileNotFound');
    const bytes = await this.storage.get(row.storageKey);
    if (!bytes) throw notFound('gallery.fileNotFound');
    return { bytes, contentType: row.contentType, fileName: row.fileName };
  }

  async useOwnPicture(userId: number, fileUrl: string, use: PictureUse): Promise<UsedPicture> {
    const { fileHome } = await this.rules();
    const prefix = `${fileHome}/gallery/${userId}/`;
    const key = fileUrl.startsWith(prefix) ? fileUrl.slice(fileHome.length + 1) : '';
    // Looked up by the exact stored name: ".." or another user's address finds nothing.
    const row = key ? await this.repo.addUse(userId, key, useRow(userId, use)) : undefined;
    if (!row) throw notFound('gallery.fileNotFound');
    return { fileUrl: `${fileHome}/${row.storageKey}`, width: row.width, height: row.height };
  }

  async releaseUses(userId: number, kind: 'avatar' | 'licence', keep: readonly string[]): Promise<void> {
    const { fileHome } = await this.rules();
    const keys = keep
      .filter((url) => url.startsWith(`${fileHome}/`))
      .map((url) => url.slice(fileHome.length + 1));
    const { purged, unused } = await this.repo.releaseUses(userId, kind, userId, keys);
    // A licence copy made before uses existed is the application's own: it goes when the application drops it.
    const ownCopies = unused.filter((key) => key.startsWith(`licences/${userId}/`));
    await this.removeStored([...purged, ...ownCopies]);
  }

  /**
   * Who may see a private picture (plugins/stored-files.ts asks): a use's readers (`public` when a use shows
   * it to everyone: an avatar), its owner, or nobody else (null: answered like a missing file).
   */
  async access(key: string, reader: PictureReader | null): Promise<'public' | 'private' | null> {
    const readers = ['*', ...(reader ? [`cust:${reader.custId}`, `user:${reader.userId}`] : [])];
    const found = await this.repo.readersOf(key, readers);
    if (found.includes('*')) return 'public';
    if (found.length > 0) return 'private';
    if (reader && ownerOfKey(key) === reader.userId) return 'private';
    return null;
  }

  /** The rows are gone already; a failed object delete only leaves an unreachable file, so it is logged. */
  private async removeStored(keys: string[]) {
    await Promise.all(
      keys.map((key) => deletePicture(this.storage, key).catch((err) => this.deps.onStorageError(err, key))),
    );
  }

  private toFolder(row: FolderRow, parentName: string): GalleryFolder {
    return { id: row.id, pid: row.pid, name: row.name, parentName, children: [] };
  }

  private toFile(row: GalleryFileRow, fileHome: string): GalleryFile {
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

/** The rows a use is recorded as: its kind, its subject and who reads the picture through it. */
function useRow(userId: number, use: PictureUse): { use: string; subjectId: number; readers: string[] } {
  if (use.kind === 'avatar') return { use: 'avatar', subjectId: userId, readers: ['*'] };
  if (use.kind === 'licence')
    return { use: 'licence', subjectId: userId, readers: [`user:${userId}`, `cust:${platformAdminCustId}`] };
  return {
    use: 'chat',
    subjectId: use.conversationId,
    readers: [...new Set(use.parties)].map((custId) => `cust:${custId}`),
  };
}
