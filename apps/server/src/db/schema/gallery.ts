import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './account';

/** A user's picture folder (spec §3 gallery folder); pid 0 is the top level. Owned by one user. */
export const galleryFolders = pgTable(
  'gallery_folders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    pid: integer('pid').notNull().default(0),
    name: varchar('name', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gallery_folders_user_idx').on(t.userId)],
);

/**
 * A stored picture (spec §3 gallery file). `storageKey` is the server-made name in the file store; the
 * user's `fileName` is only shown and searched. A picture its owner deleted while a use still shows it (a
 * sent chat message, the avatar, a merchant application) stays, without a folder: out of the gallery, still
 * counted in the owner's quota, gone with its last use.
 */
export const galleryFiles = pgTable(
  'gallery_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** null: deleted from the gallery by its owner, kept for its uses (gallery_picture_uses). */
    folderId: integer('folder_id').references(() => galleryFolders.id),
    fileName: varchar('file_name', { length: 100 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gallery_files_user_folder_idx').on(t.userId, t.folderId, t.createdAt),
    // Pictures are named by their address everywhere they are used (chat, avatar, licences, /files/*).
    uniqueIndex('gallery_files_storage_key_idx').on(t.storageKey),
  ],
);

/**
 * Where a stored picture is shown besides its owner's gallery, and to whom: one row per use and reader.
 * `use` is avatar (subject: the user), chat (subject: the conversation) or licence (subject: the
 * applicant's user id); `reader` is `*` (everyone: an avatar), `cust:<id>` (the users of a customer: both
 * sides of a conversation, the platform reviewing a licence) or `user:<id>`. The picture's owner always
 * reads it. A gallery picture with a use is kept when its owner deletes it; pictures copied for a use before
 * uses existed (chat/<user>/..., licences/<user>/...) have rows too, so they are just as private.
 */
export const galleryPictureUses = pgTable(
  'gallery_picture_uses',
  {
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    use: varchar('use', { length: 16 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    reader: varchar('reader', { length: 24 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storageKey, t.use, t.subjectId, t.reader] }),
    index('gallery_picture_uses_subject_idx').on(t.use, t.subjectId),
  ],
);
