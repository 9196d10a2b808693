import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { permissionCodes } from './permissions';

/*
 * Picture gallery (spec screen 9, §3 gallery folder/file, §4, §5, §7 "Gallery"): every signed-in user has
 * their own folder tree and pictures. Another user's folder or file answers exactly like a missing one
 * (40400), so ids cannot be probed. Uploads are multipart/form-data, streamed with limits; the server
 * checks the bytes (not the name), strips metadata and stores the picture under a name it makes up.
 */

export const galleryLimits = {
  /** Folder name (spec §9). */
  folderNameMax: 30,
  /** File name as the user gave it (shown and searched; never used as the stored name). */
  fileNameMax: 100,
  /** FILE_IMAGE_TYPE default (spec §9). */
  defaultTypes: '.gif,.jpg,.jpeg,.png',
  /** FILE_IMAGE_MAX_SIZE default, in MB (spec §9). */
  defaultMaxMb: 10,
  /** Hard ceiling of FILE_IMAGE_MAX_SIZE in MB: the request body limit is sized from it. */
  ceilingMb: 20,
  /** Pixels (width × height) one picture may have: refuses decompression bombs before anyone decodes them. */
  maxPixels: 40_000_000,
  /** Uploads one user may make per minute. */
  uploadsPerMinute: 30,
  /** Folders one user may have. */
  foldersMax: 200,
  pageSizeDefault: 10,
  pageSizeMax: 100,
  /** Ids one delete call may name. */
  deleteMax: 100,
} as const;

/** Sort columns of the file list (`sort`) and orders (`sortRules`); default createTime desc (spec §9). */
export const gallerySortColumns = ['createTime', 'fileName', 'size'] as const;
export const gallerySortRules = ['asc', 'desc'] as const;

const id = z.coerce.number<number | string>().int().min(1).max(2_147_483_647);
/** A picture address as the gallery answered it (fileUrl), handed back to use the picture. */
export const galleryFileUrl = z.string().trim().min(1, 'validation.required').max(500);
const folderName = z.string().trim().min(1, 'validation.required').max(galleryLimits.folderNameMax);

export interface GalleryFolder {
  id: number;
  /** Parent folder id; 0 for a top-level folder. */
  pid: number;
  name: string;
  /** Name of the parent folder; '' at the top. */
  parentName: string;
  children: GalleryFolder[];
}

export const galleryFolderSchema: z.ZodType<GalleryFolder> = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  name: z.string(),
  parentName: z.string(),
  get children() {
    return z.array(galleryFolderSchema);
  },
});

export const galleryFileSchema = z.object({
  id: z.number().int(),
  folderId: z.number().int(),
  fileName: z.string(),
  /**
   * Address: OSS_FILE_HOME + the stored name. Served to its owner, and to whoever a use shows it to (both
   * sides of a chat it was sent in, everyone once it is an avatar), never to anyone else.
   */
  fileUrl: z.string(),
  contentType: z.enum(['image/png', 'image/jpeg', 'image/gif']),
  /** Bytes as stored (after metadata was stripped). */
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  createTime: z.string(),
});
export type GalleryFile = z.infer<typeof galleryFileSchema>;

/**
 * The caller's picture space (GET /authen/file/usage): bytes their stored pictures take, of which
 * `keptBytes` are pictures deleted from the gallery that a sent chat message, the avatar or a merchant
 * application still shows (each picture counted once, however often it is used), and the quota
 * (GALLERY_QUOTA_MB). An upload that does not fit is refused (40000, with the space left).
 */
export const galleryUsageSchema = z.object({
  usedBytes: z.number().int(),
  keptBytes: z.number().int(),
  quotaBytes: z.number().int(),
});
export type GalleryUsage = z.infer<typeof galleryUsageSchema>;

/**
 * Business objects files are attached to (GET /authen/file/bizfiles): `product` (public: the pictures of a
 * product on sale, bizId its productId) and `merchantLicence` (private: the licence pictures of the caller's
 * own merchant application, bizId its applicationId).
 */
export const bizFileTypes = ['product', 'merchantLicence'] as const;
export type BizFileType = (typeof bizFileTypes)[number];

/** A file attached to a business object: its public address and a name to show. */
export const bizFileSchema = z.object({ fileUrl: z.string(), fileName: z.string() });
export type BizFile = z.infer<typeof bizFileSchema>;

export const galleryEndpoints = {
  folders: defineEndpoint({
    method: 'GET',
    path: '/authen/filefolder/folders',
    summary: "The caller's folders as a tree (top-level folders have pid 0), oldest first.",
    tag: 'gallery',
    auth: true,
    kind: 'ext',
    result: z.array(galleryFolderSchema),
  }),
  addFolder: defineEndpoint({
    method: 'POST',
    path: '/authen/filefolder/addfolder',
    summary:
      `Adds a folder (name required, at most ${galleryLimits.folderNameMax} characters) under pid ` +
      "(0 or absent: top level; otherwise one of the caller's folders, else 40400). Answers the folder.",
    tag: 'gallery',
    auth: true,
    kind: 'ext',
    body: z.object({
      name: folderName,
      pid: z.coerce.number<number | string>().int().min(0).max(2_147_483_647).default(0),
    }),
    result: galleryFolderSchema,
  }),
  renameFolder: defineEndpoint({
    method: 'POST',
    path: '/authen/filefolder/updatefoldername',
    summary: "Renames one of the caller's folders (40400 for any other id).",
    tag: 'gallery',
    auth: true,
    kind: 'ext',
    body: z.object({ id, name: folderName }),
    result: galleryFolderSchema,
  }),
  deleteFolder: defineEndpoint({
    method: 'POST',
    path: '/authen/filefolder/delfolderid',
    summary:
      "Deletes one of the caller's folders with its sub-folders and every picture in them (the client " +
      'asks first: files inside will be lost). Answers how many folders and files were removed.',
    tag: 'gallery',
    auth: true,
    permissions: [permissionCodes.galleryDelete],
    kind: 'ext',
    body: z.object({ id }),
    result: z.object({ folders: z.number().int(), files: z.number().int() }),
  }),
  files: defineEndpoint({
    method: 'GET',
    path: '/authen/file/files',
    summary:
      "The caller's pictures, in one folder (folderId) or all, filtered by a part of the file name, " +
      'sorted by sort (createTime, fileName, size) and sortRules (asc, desc; default createTime desc), ' +
      'paged by offset (page number) and limit (page size, default 10).',
    tag: 'gallery',
    auth: true,
    kind: 'page',
    query: z.object({
      folderId: id.optional(),
      fileName: z.string().trim().max(galleryLimits.fileNameMax).default(''),
      sort: z.enum(gallerySortColumns).default('createTime'),
      sortRules: z.enum(gallerySortRules).default('desc'),
      offset: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
      limit: z.coerce
        .number<number | string>()
        .int()
        .min(1)
        .max(galleryLimits.pageSizeMax)
        .default(galleryLimits.pageSizeDefault),
    }),
    result: galleryFileSchema,
  }),
  usage: defineEndpoint({
    method: 'GET',
    path: '/authen/file/usage',
    summary:
      "The caller's picture space: bytes used (their gallery pictures, and deleted ones a sent chat " +
      'message, their avatar or their merchant application still shows), of them the deleted ones still ' +
      'used (keptBytes), and the quota.',
    tag: 'gallery',
    auth: true,
    kind: 'ext',
    result: galleryUsageSchema,
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/authen/file/upload',
    summary:
      'Uploads one picture into one of the caller\'s folders (no folder: "set up a folder first") as ' +
      'multipart/form-data: the text field folderId, then the file in the field file (its file name is ' +
      'shown in the gallery). The type is read from the bytes (PNG, JPEG, GIF, limited by FILE_IMAGE_TYPE; ' +
      'SVG and anything else refused), the size is limited by ' +
      `FILE_IMAGE_MAX_SIZE (MB, at most ${galleryLimits.ceilingMb}) and the pixels by ` +
      `${galleryLimits.maxPixels}. Metadata (EXIF, XMP, text chunks, comments) is removed. No file, a second ` +
      'file, a larger one or one that does not fit in the picture space (GET /authen/file/usage) is 40000. ' +
      `42900 beyond ${galleryLimits.uploadsPerMinute} uploads a minute per user; 50302 while the server is ` +
      'busy decoding pictures (try again).',
    tag: 'gallery',
    auth: true,
    kind: 'ext',
    body: z.object({ folderId: id.optional() }).strict(),
    upload: {
      field: 'file',
      maxBytes: galleryLimits.ceilingMb * 1024 * 1024,
      types: ['image/png', 'image/jpeg', 'image/gif'],
    },
    result: galleryFileSchema,
  }),
  deleteFiles: defineEndpoint({
    method: 'POST',
    path: '/authen/file/deletefile',
    summary:
      "Deletes pictures; the body is the array of ids (spec §7). Ids that are not the caller's are ignored. " +
      'A picture a sent chat message, the avatar or a merchant application shows leaves the gallery but ' +
      'stays for that use (and in the picture space) until its last use ends. Answers how many were deleted.',
    tag: 'gallery',
    auth: true,
    permissions: [permissionCodes.galleryDelete],
    kind: 'ext',
    body: z.array(id).min(1).max(galleryLimits.deleteMax),
    result: z.object({ deleted: z.number().int() }),
  }),
  bizFiles: defineEndpoint({
    method: 'GET',
    path: '/authen/file/bizfiles',
    summary:
      'The files attached to one business object, in their order: bizType product (public, a product on ' +
      "sale: its picture then its styles' pictures) or merchantLicence (the caller's own merchant " +
      'application: its licence pictures). An object that does not exist, is not on sale or is not the ' +
      "caller's answers 40400 alike.",
    tag: 'gallery',
    auth: true,
    kind: 'ext',
    query: z.object({ bizType: z.enum(bizFileTypes), bizId: id }).strict(),
    result: z.array(bizFileSchema),
  }),
  setAvatar: defineEndpoint({
    method: 'POST',
    path: '/authen/file/setavatar',
    summary:
      "Makes one of the caller's gallery pictures (its fileUrl) their avatar: the picture itself, then " +
      'shown to everyone, and kept while it is the avatar even when it is deleted from the gallery. Any ' +
      "address that is not one of the caller's gallery pictures answers 40400. Answers the avatar's address.",
    tag: 'gallery',
    auth: true,
    permissions: [permissionCodes.accountEdit],
    kind: 'ext',
    body: z.object({ fileUrl: galleryFileUrl }),
    result: z.string(),
  }),
} as const;

/** Path of the file download (plain, so the browser bundle has it: see apps/web/build/client-contracts.ts). */
export const galleryDownloadPath = '/authen/file/download';

/** File download (spec §7: GET with a blob response), so not wrapped in the JSON envelope. */
export const galleryDownload = {
  method: 'GET',
  path: galleryDownloadPath,
  summary:
    "One of the caller's pictures as an attachment with its content type (a JSON envelope with 40400 " +
    'when it is not theirs or does not exist).',
  query: z.object({ id }),
} as const;
