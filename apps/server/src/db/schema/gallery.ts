import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
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
 * user's `fileName` is only shown and searched.
 */
export const galleryFiles = pgTable(
  'gallery_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    folderId: integer('folder_id')
      .notNull()
      .references(() => galleryFolders.id),
    fileName: varchar('file_name', { length: 100 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gallery_files_user_folder_idx').on(t.userId, t.folderId, t.createdAt)],
);
