import type { Database } from '../../db/database.ts';
import type { SpotifyUserApi } from '../../integrations/spotify/spotify-user-api.ts';
import type { SpotifySavedAlbum, TimeRange } from '../../integrations/spotify/spotify-types.ts';
import { listenerRecordsChanged } from '../../lib/listener-records-cache.ts';
import {
  foldCatalogRecords,
  importLibraryPage,
  linkedAlbumRow,
  markRemovedFromLibrary,
  recordPlays,
  replaceTopArtists,
} from '../library/library-import.service.ts';
import { patiently, type Patience } from './spotify-patience.ts';
import type { SyncProgress } from './sync-progress.ts';

const PAGE_SIZE = 50;
/** Library pages asked for at once: fast for big libraries, well inside Spotify's rate limit. */
const PAGES_IN_FLIGHT = 4;
/** Spotify keeps at most the last 50 plays. */
const RECENT_PLAYS = 50;
const TOP_ARTISTS = 20;
const TIME_RANGES: TimeRange[] = ['short_term', 'medium_term', 'long_term'];

export interface SyncJobContext {
  db: Database;
  api: SpotifyUserApi;
  userId: string;
  progress: SyncProgress;
  patience: Patience;
  signal: AbortSignal;
  now: () => Date;
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function writeLibraryPage(
  ctx: SyncJobContext,
  items: SpotifySavedAlbum[],
  seen: Set<string>,
) {
  const entries = items
    .filter((item) => item.album)
    .map((item) => ({ album: linkedAlbumRow(item.album), addedAt: new Date(item.added_at) }));
  await importLibraryPage(ctx.db, ctx.userId, entries, ctx.now());
  for (const entry of entries) seen.add(entry.album.id);
  await ctx.progress.albumsWritten(entries.map((entry) => entry.album.id));
}

/**
 * Every page of the saved albums, each written as it arrives (what was written stays written if
 * a later page fails). Answers whether the listing was complete.
 */
async function importLibrary(ctx: SyncJobContext): Promise<boolean> {
  const page = (offset: number) =>
    patiently(() => ctx.api.getSavedAlbums({ limit: PAGE_SIZE, offset }), ctx.patience, ctx.signal);
  const first = await page(0);
  ctx.progress.libraryTotal = first.total;
  const seen = new Set<string>();
  await writeLibraryPage(ctx, first.items, seen);
  const offsets: number[] = [];
  for (let offset = PAGE_SIZE; offset < first.total; offset += PAGE_SIZE) offsets.push(offset);
  await inParallel(offsets, PAGES_IN_FLIGHT, async (offset) =>
    writeLibraryPage(ctx, (await page(offset)).items, seen),
  );
  if (seen.size < first.total) return false;
  await markRemovedFromLibrary(ctx.db, ctx.userId, [...seen]);
  return true;
}

async function importRecentPlays(ctx: SyncJobContext) {
  await ctx.progress.report('Syncing your recently played albums...');
  const recent = await patiently(
    () => ctx.api.getRecentlyPlayed({ limit: RECENT_PLAYS }),
    ctx.patience,
    ctx.signal,
  );
  const plays = recent.items.map((item) => ({
    album: linkedAlbumRow(item.track.album),
    trackId: item.track.id,
    playedAt: new Date(item.played_at),
  }));
  ctx.progress.playsAdded += await recordPlays(ctx.db, ctx.userId, plays, ctx.now());
  for (const entry of plays) ctx.progress.albumIds.add(entry.album.id);
}

async function importTopArtists(ctx: SyncJobContext) {
  await ctx.progress.report('Syncing your top artists...');
  for (const timeRange of TIME_RANGES) {
    const answer = await patiently(
      () => ctx.api.getTopArtists({ timeRange, limit: TOP_ARTISTS }),
      ctx.patience,
      ctx.signal,
    );
    const artists = answer.items.map((artist) => ({
      artistId: artist.id,
      name: artist.name,
      genres: artist.genres ?? [],
      imageUrl: artist.images?.[0]?.url ?? null,
    }));
    await replaceTopArtists(ctx.db, ctx.userId, timeRange, artists, ctx.now());
  }
}

/** The whole import (spec: Album sync): library, recently played, top artists. */
export async function runSyncJob(ctx: SyncJobContext): Promise<void> {
  await importLibrary(ctx);
  ctx.signal.throwIfAborted();
  await importRecentPlays(ctx);
  ctx.signal.throwIfAborted();
  await importTopArtists(ctx);
  // Albums the listener knew from the catalog before Spotify's copy came in are one album now.
  await foldCatalogRecords(ctx.db, ctx.userId);
  listenerRecordsChanged(ctx.db, ctx.userId);
}
