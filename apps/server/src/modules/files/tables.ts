import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';

/**
 * Every uploaded file (POST /common/uploadFile). The bytes live in the file storage
 * (`STORAGE_DIR`, see storage.ts) under `storageKey`; this row keeps what the user sees: the
 * original name, the checked content type, the size in bytes, and how often it was downloaded
 * (POST /common/incrDownload).
 */
export const storedFile = pgTable(
  'stored_file',
  {
    id: serial('id').primaryKey(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    /** content type checked against the file's bytes, e.g. 'application/pdf' */
    mimeType: text('mime_type').notNull(),
    /** bytes */
    size: integer('size').notNull(),
    /** SHA-256 of the bytes, hex */
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').references(() => appUser.id, { onDelete: 'set null' }),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_file_uploaded_by').on(t.uploadedBy)],
);
