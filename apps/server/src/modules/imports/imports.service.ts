import type { ImportRun, LatestImport, StartImportResponse } from '@album-club/contracts/imports';
import type { Database } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { BackgroundJobs } from '../../lib/background-jobs.ts';
import { UnreadableFile } from './history-lines.ts';
import type { TrackAlbumFinder } from './album-matcher.ts';
import { runImportJob } from './import-job.ts';
import { ImportProgress, ImportStopped } from './import-progress.ts';
import { openImportSource, type ImportSource } from './import-source.ts';
import { restoreExport } from './export-restore.ts';
import {
  cancelImport,
  closeStaleImports,
  findOwnImport,
  insertRunningImport,
  latestImport,
  type ImportRunRow,
} from './imports.repository.ts';

/**
 * Imports one instance runs at once: each holds its upload (up to 64 MB) in memory while it
 * reads it, so a few at a time keep the server's memory bounded; more wait a minute.
 */
export const IMPORTS_PER_INSTANCE = 3;

/** A running import whose heartbeat is older than this died with its process. */
export const STALE_AFTER_MS = 30_000;
export const IMPORT_FAILED_MESSAGE =
  'The import stopped. What it counted is kept; import the same file again to finish it.';

export interface ImportDeps {
  db: Database;
  jobs: BackgroundJobs;
  now: () => Date;
  log: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** The listener's Spotify track search, when they have Spotify connected. */
  trackAlbums?: (userId: string) => Promise<TrackAlbumFinder | null>;
}

export function toImportRun(row: ImportRunRow): ImportRun {
  return {
    id: row.id,
    status: row.status,
    format: row.format as ImportRun['format'],
    filesRead: row.filesRead,
    plays: row.plays,
    albums: row.albums,
    duplicates: row.duplicates,
    refused: row.refused,
    refusals: row.refusals,
    unmatched: row.unmatched,
    restored: row.restored,
    ...(row.message ? { message: row.message } : {}),
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

async function closeDeadImports(deps: ImportDeps, userId: string) {
  const now = deps.now();
  await closeStaleImports(deps.db, userId, new Date(now.getTime() - STALE_AFTER_MS), {
    status: 'failed',
    message: IMPORT_FAILED_MESSAGE,
    error: 'INTERRUPTED',
    finishedAt: now,
  });
}

const doneMessage = (progress: ImportProgress) =>
  `Imported ${progress.plays} plays of ${progress.albumIds.size} albums` +
  (progress.restored > 0 ? `, restored ${progress.restored} records` : '') +
  `; ${progress.duplicates} already known, ${progress.refused} lines refused.`;

function failure(error: unknown): { code: string; message: string } {
  if (error instanceof UnreadableFile)
    return {
      code: 'IMPORT_FILE_UNREADABLE',
      message: `The file cannot be read: ${error.message}.`,
    };
  if (error instanceof AppError && error.statusCode < 500)
    return { code: error.code, message: error.message };
  return { code: 'INTERNAL_ERROR', message: IMPORT_FAILED_MESSAGE };
}

function launch(
  deps: ImportDeps,
  userId: string,
  run: ImportRunRow,
  source: ImportSource,
  findTrackAlbum: TrackAlbumFinder | undefined,
) {
  deps.jobs.start(run.id, async (signal) => {
    const progress = new ImportProgress(deps.db, run.id, deps.now);
    const db = deps.db;
    try {
      await runImportJob({
        db,
        userId,
        source,
        progress,
        signal,
        now: deps.now,
        restore: (text) => restoreExport(db, userId, text, progress, deps.now()),
        findTrackAlbum,
      });
      await progress.finish({ status: 'done', message: doneMessage(progress) });
      deps.log.info({ runId: run.id, plays: progress.plays }, 'import done');
    } catch (error) {
      if (error instanceof ImportStopped || signal.reason instanceof ImportStopped) {
        progress.stop();
        return;
      }
      const { code, message } = signal.aborted
        ? { code: 'INTERRUPTED', message: IMPORT_FAILED_MESSAGE }
        : failure(error);
      if (code === 'INTERNAL_ERROR') deps.log.error({ err: error, runId: run.id }, 'import failed');
      try {
        await progress.finish({ status: 'failed', message, error: code });
      } catch (writeError) {
        deps.log.error({ err: writeError, runId: run.id }, 'import failed and could not say so');
      }
    }
  });
}

/** POST /api/imports: reads what the upload is, then imports it in the background. */
export async function startImport(
  deps: ImportDeps,
  userId: string,
  body: Buffer,
): Promise<StartImportResponse> {
  if (deps.jobs.size >= IMPORTS_PER_INSTANCE)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Many imports are running right now. Try again in a minute.',
      503,
      { headers: { 'retry-after': '60' } },
    );
  const source = await openImportSource(body);
  await closeDeadImports(deps, userId);
  const run = await insertRunningImport(
    deps.db,
    userId,
    source.format,
    'Starting import...',
    deps.now(),
  );
  if (!run)
    throw new AppError(
      'CONFLICT',
      'An import is already running. Wait for it to end or cancel it first.',
      409,
    );
  // Only the Account Data lists name no albums: the rest never need Spotify's search.
  const findTrackAlbum =
    source.format === 'spotify-account'
      ? ((await deps.trackAlbums?.(userId)) ?? undefined)
      : undefined;
  launch(deps, userId, run, source, findTrackAlbum);
  return { id: run.id };
}

export async function importState(
  deps: ImportDeps,
  userId: string,
  id: string,
): Promise<ImportRun> {
  await closeDeadImports(deps, userId);
  const row = await findOwnImport(deps.db, userId, id);
  if (!row) throw notFound('There is no such import.');
  return toImportRun(row);
}

export async function latestImportState(deps: ImportDeps, userId: string): Promise<LatestImport> {
  await closeDeadImports(deps, userId);
  const row = await latestImport(deps.db, userId);
  return { run: row ? toImportRun(row) : null };
}

/** DELETE /api/imports/{id}: a running import stops at its next batch, on whichever instance runs it. */
export async function cancelOwnImport(
  deps: ImportDeps,
  userId: string,
  id: string,
): Promise<ImportRun> {
  const cancelled = await cancelImport(deps.db, userId, id, deps.now());
  if (cancelled) {
    deps.jobs.stop(id, new ImportStopped('cancelled'));
    return toImportRun(cancelled);
  }
  return importState(deps, userId, id);
}
