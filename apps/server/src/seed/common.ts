import { createHash } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import type { PgTable } from 'drizzle-orm/pg-core';
import { UPLOAD_TYPES } from '@portal/api';
import { idCardCheckChar } from '@portal/validators';
import type { Db } from '../db/open';
import type { FileStorage } from '../modules/files/storage';
import { storedFile } from '../modules/files/tables';
import { BIRTH_PLACE_CODES } from './reference';

/** Helpers of every demo seed (demo.ts draws the enterprises and calls the others; none of them imports demo.ts). */

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** The instant the demo data is drawn around (publish times, visits), fixed so the data is the same every time. */
export const REFERENCE_TIME = Date.parse('2026-11-01T09:00:00+08:00');

/** The calendar day (YYYY-MM-DD, UTC) `n` days before {@link REFERENCE_TIME}. */
export const daysAgo = (n: number) => new Date(REFERENCE_TIME - n * DAY_MS).toISOString().slice(0, 10);

/** An 18-character identity number (GB 11643-1999) for someone born on `birth` with the given sex. */
export function demoIdCard(f: Faker, birth: Date, male: boolean): string {
  const place = f.helpers.arrayElement(BIRTH_PLACE_CODES);
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const seq = f.number.int({ min: 0, max: 49 }) * 10 + f.number.int({ min: 0, max: 4 }) * 2 + (male ? 1 : 0);
  const body = place + ymd + seq.toString().padStart(3, '0');
  return body + idCardCheckChar(body);
}

/** Inserts rows in chunks that stay under PostgreSQL's 65,535 bind parameters. */
export async function insertChunked<T extends Record<string, unknown>>(db: Db, table: PgTable, rows: T[]): Promise<void> {
  if (rows.length === 0) return;
  const perRow = Object.keys(rows[0]!).length;
  const size = Math.floor(60_000 / perRow);
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size) as never);
}

/** Keeps a generated file in the storage and answers its stored_file id. */
export async function storeFile(db: Db, storage: FileStorage, name: string, data: Buffer, downloads: number): Promise<number> {
  const ext = name.split('.').pop() as keyof typeof UPLOAD_TYPES;
  const storageKey = await storage.put(data, ext);
  const [row] = await db
    .insert(storedFile)
    .values({ storageKey, originalName: name, mimeType: UPLOAD_TYPES[ext], size: data.length, sha256: createHash('sha256').update(data).digest('hex'), downloadCount: downloads })
    .returning({ id: storedFile.id });
  return row!.id;
}
