/**
 * The data export (docs/decisions/your-data.md): asked for at most once a day, built by a job
 * into one zip archive (JSON files, their schemas, a README, the uploaded files) kept in the
 * database for 7 days, downloadable by its owner only; a notification and a mail say when it is
 * ready.
 */
import { zipSync, strToU8 } from 'fflate';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DataExportStatus } from '@shared/contract/your-data.js';
import { EXPORT_MESSAGES } from '@shared/contract/your-data-rules.js';
import type { Command } from '../../core/domain.js';
import { notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { enqueue } from '../../core/jobs/index.js';
import { lockUser } from '../../core/row-locks.js';
import type { UploadStorage } from '../../core/uploads/index.js';
import type { App } from '../../core/types.js';
import type { Queryable, Transaction } from '../../db/client.js';
import { dataExports } from '../../db/schema.js';
import { collectUserData, evidenceFilesOf } from './collect-user-data.js';
import { EXPORT_FILES, exportReadme, jsonSchemaOf, type ExportFileName } from './export-files.js';

export const EXPORT_JOB = 'your-data.export';
export const PURGE_EXPORTS_JOB = 'your-data.purge-exports';
const DAY_MS = 24 * 60 * 60 * 1000;
/** One export a day; a link works for 7 days. */
export const EXPORT_EVERY_MS = DAY_MS;
export const EXPORT_KEPT_MS = 7 * DAY_MS;

export const downloadPath = (exportId: number) => `/api/exports/${exportId}/archive`;

/** Starts an export: refused (409) when one was asked for less than a day ago. */
export async function startExport({ tx, actor }: Command<null>): Promise<DataExportStatus> {
  // Two requests at once: one waits for the other's row, then sees it.
  await lockUser(tx, actor.id);
  const [last] = await latestOf(tx, actor.id);
  if (last && Date.now() - last.createdAt.getTime() < EXPORT_EVERY_MS) {
    throw refuse('limit_reached', EXPORT_MESSAGES.oncePerDay);
  }
  const [created] = await tx
    .insert(dataExports)
    .values({ userId: actor.id })
    .returning({ id: dataExports.id });
  await enqueue(tx, EXPORT_JOB, { exportId: created!.id }, { maxAttempts: 3 });
  return exportStatus(tx, actor.id);
}

function latestOf(db: Queryable, userId: number) {
  return db
    .select({
      id: dataExports.id,
      status: dataExports.status,
      size: dataExports.size,
      createdAt: dataExports.createdAt,
      readyAt: dataExports.readyAt,
      expiresAt: dataExports.expiresAt,
    })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
}

/** The latest export: its state, its link while it works, and when the next may start. */
export async function exportStatus(db: Queryable, userId: number): Promise<DataExportStatus> {
  const [last] = await latestOf(db, userId);
  if (!last) return { export: null, nextExportAt: null };
  const expired = last.expiresAt !== null && last.expiresAt.getTime() <= Date.now();
  const next = last.createdAt.getTime() + EXPORT_EVERY_MS;
  return {
    export: {
      id: last.id,
      status: expired ? 'expired' : last.status,
      requestedAt: last.createdAt.toISOString(),
      readyAt: last.readyAt?.toISOString() ?? null,
      expiresAt: last.expiresAt?.toISOString() ?? null,
      size: last.size,
      downloadUrl: last.status === 'ready' && !expired ? downloadPath(last.id) : null,
    },
    nextExportAt: next > Date.now() ? new Date(next).toISOString() : null,
  };
}

/** The archive's bytes, for its owner only while it works; anyone else gets the same 404. */
export async function readArchive(db: Queryable, userId: number, exportId: number) {
  const [row] = await db
    .select({ archive: dataExports.archive, readyAt: dataExports.readyAt })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.id, exportId),
        eq(dataExports.userId, userId),
        eq(dataExports.status, 'ready'),
        sql`${dataExports.expiresAt} > now()`,
      ),
    );
  if (!row?.archive) throw notFound(EXPORT_MESSAGES.notFound);
  return { archive: row.archive, builtAt: row.readyAt! };
}

/**
 * The job: reads everything, zips it, stores it, and tells the user in the same transaction as
 * the archive (the notification never points at nothing). The user, to mail; null if the export
 * is gone or already built (a retry after a crash past the commit).
 */
export async function buildExport(app: App, exportId: number): Promise<{ userId: number } | null> {
  const [row] = await app.db
    .select({ userId: dataExports.userId, status: dataExports.status })
    .from(dataExports)
    .where(eq(dataExports.id, exportId));
  if (!row || row.status !== 'building') return null;
  const archive = await buildArchive(app.db, app.uploads.storage, row.userId);
  return app.transaction(async (tx) => {
    const now = new Date();
    const [built] = await tx
      .update(dataExports)
      .set({
        status: 'ready',
        archive,
        size: archive.length,
        readyAt: now,
        expiresAt: new Date(now.getTime() + EXPORT_KEPT_MS),
      })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'building')))
      .returning({ id: dataExports.id });
    if (!built) return null;
    await announceReady(tx, row.userId, exportId);
    return { userId: row.userId };
  });
}

/** The zip: README.md, one JSON file per kind of record, its JSON Schema, the uploaded files. */
export async function buildArchive(
  db: Queryable,
  storage: UploadStorage,
  userId: number,
): Promise<Buffer> {
  const builtAt = new Date();
  const { contents, files } = await collectUserData(db, userId);
  const entries: Record<string, Uint8Array> = {
    'README.md': strToU8(exportReadme(contents['profile.json'].username, builtAt)),
  };
  for (const name of Object.keys(EXPORT_FILES) as ExportFileName[]) {
    entries[name] = strToU8(JSON.stringify(contents[name], null, 2));
    entries[`schemas/${name.replace(/\.json$/, '.schema.json')}`] = strToU8(
      JSON.stringify(jsonSchemaOf(name), null, 2),
    );
  }
  for (const file of files) {
    const key = storage.keyOf(file.url);
    const bytes = key ? await storage.read(key) : null;
    if (bytes) entries[file.name] = bytes;
  }
  for (const file of await evidenceFilesOf(db, userId)) entries[file.name] = file.data;
  return Buffer.from(zipSync(entries, { level: 6 }));
}

/** Expired archives are dropped (the row stays: it says when the last export was asked for). */
export async function purgeExpiredExports(db: Queryable): Promise<number> {
  const dropped = await db
    .update(dataExports)
    .set({ archive: null, status: 'expired' })
    .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, sql`now()`)))
    .returning({ id: dataExports.id });
  return dropped.length;
}

/** The notification of a ready export (its event refreshes the profile's Your data tab). */
async function announceReady(tx: Transaction, userId: number, exportId: number) {
  await emit(tx, {
    type: 'data_export.ready',
    data: { exportId },
    audience: [userId],
    notify: [
      {
        userId,
        type: 'notification',
        title: 'Your data is ready',
        content: 'Download it from the Your data tab of your profile within 7 days.',
        relatedId: exportId,
      },
    ],
  });
}
