import type { ImportFormat } from '@album-club/contracts/imports';
import type { Database } from '../../db/database.ts';
import { listenerRecordsChanged } from '../../lib/listener-records-cache.ts';
import { AlbumMatcher, type TrackAlbumFinder } from './album-matcher.ts';
import { historyLines } from './history-lines.ts';
import { LATEST_AHEAD_MS, refusalReasons } from './import-records.ts';
import type { ImportProgress } from './import-progress.ts';
import { formatOf, headOf, wholeOf, type ImportSource, type SourceFile } from './import-source.ts';
import { insertMissingAlbums, insertNewPlays } from './imports.repository.ts';
import { withoutKnownPlays } from './known-plays.ts';
import { PlayBatch } from './play-batch.ts';

/**
 * Plays written per transaction: what a failure can leave, and what a re-import skips. Each batch
 * is one statement whose JSON, rows and result the embedded database holds at once, and its
 * WebAssembly memory never shrinks: with 2,000 a 150,000-play import leaves it about 6 MB lower
 * than with 5,000, for the same server CPU time.
 */
export const PLAYS_PER_BATCH = 2_000;

export interface ImportJobContext {
  db: Database;
  userId: string;
  source: ImportSource;
  progress: ImportProgress;
  signal: AbortSignal;
  now: () => Date;
  /** The Album Club export's own path: records, plays and gives. */
  restore: (text: string) => Promise<void>;
  /** With Spotify connected: where tracks the catalog cannot place are looked up. */
  findTrackAlbum?: TrackAlbumFinder;
}

const utf8 = new TextDecoder('utf-8');

/** The embedded database answers without leaving the microtask queue: let requests in between batches. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function writeBatch(ctx: ImportJobContext, matcher: AlbumMatcher, batch: PlayBatch) {
  await nextTurn();
  ctx.signal.throwIfAborted();
  const { plays, unmatched } = await batch.rows();
  if (unmatched > 0) {
    ctx.progress.unmatched += unmatched;
    ctx.progress.refuse(refusalReasons.noAlbum, unmatched);
  }
  await insertMissingAlbums(ctx.db, matcher.takeNewAlbums());
  const fresh = await withoutKnownPlays(ctx.db, ctx.userId, plays);
  const { added, albumIds } = await insertNewPlays(ctx.db, ctx.userId, fresh, ctx.now());
  ctx.progress.plays += added;
  ctx.progress.duplicates += plays.times.length - added;
  for (const id of albumIds) ctx.progress.albumIds.add(id);
  listenerRecordsChanged(ctx.db, ctx.userId);
  await ctx.progress.checkpoint(
    `Reading file ${ctx.progress.filesRead}: ${ctx.progress.plays} plays counted, ${ctx.progress.albumIds.size} albums matched...`,
  );
}

async function importHistoryFile(
  ctx: ImportJobContext,
  matcher: AlbumMatcher,
  format: ImportFormat,
  file: SourceFile,
) {
  let batch = new PlayBatch(matcher);
  const latest = ctx.now().getTime() + LATEST_AHEAD_MS;
  for await (const lines of historyLines(format, file)) {
    for (const line of lines) {
      if ('refused' in line) ctx.progress.refuse(line.refused);
      else if (line.play.playedAt.getTime() > latest) ctx.progress.refuse(refusalReasons.noTime);
      else batch.add(line.play);
      if (batch.size >= PLAYS_PER_BATCH) {
        await writeBatch(ctx, matcher, batch);
        batch = new PlayBatch(matcher);
      }
    }
  }
  await writeBatch(ctx, matcher, batch);
}

/**
 * Every file of the upload in the upload's format, one after another, each inflated a chunk at a
 * time; files of another kind (a README, podcast-only lists of other formats) are read through,
 * to be sure they are whole, and skipped. Plays are written batch by batch, each batch in one
 * statement, so a failure keeps whole batches only and importing again adds what is missing
 * without counting anything twice.
 */
export async function runImportJob(ctx: ImportJobContext): Promise<void> {
  const matcher = new AlbumMatcher(ctx.db, ctx.findTrackAlbum);
  for (const file of ctx.source.files) {
    ctx.signal.throwIfAborted();
    if (formatOf(await headOf(file)) !== ctx.source.format) {
      await headOf(file, true);
      continue;
    }
    ctx.progress.filesRead++;
    if (ctx.source.format === 'album-club') await ctx.restore(utf8.decode(await wholeOf(file)));
    else await importHistoryFile(ctx, matcher, ctx.source.format, file);
  }
}
