import type { Database } from '../../db/database.ts';
import { playsBetween, type PlayRow } from './imports.repository.ts';

/** Spotify's sync keeps milliseconds, its history files whole seconds: the same play is this close. */
export const SAME_PLAY_MS = 2_000;

/**
 * The batch without the plays already stored: the same track within two seconds, from a sync or
 * an earlier import, and repeats inside the batch. One read of the batch's time span, instead of
 * one look-up per play.
 */
export async function withoutKnownPlays(
  db: Database,
  userId: string,
  rows: PlayRow[],
): Promise<PlayRow[]> {
  if (rows.length === 0) return rows;
  let from = Infinity;
  let to = -Infinity;
  for (const row of rows) {
    from = Math.min(from, row.playedAt.getTime());
    to = Math.max(to, row.playedAt.getTime());
  }
  const known = new Map<string, number[]>();
  const stored = await playsBetween(
    db,
    userId,
    new Date(from - SAME_PLAY_MS),
    new Date(to + SAME_PLAY_MS),
  );
  for (const play of stored) {
    const times = known.get(play.track_id) ?? [];
    times.push(new Date(play.played_at).getTime());
    known.set(play.track_id, times);
  }
  const fresh: PlayRow[] = [];
  for (const row of rows) {
    const time = row.playedAt.getTime();
    const times = known.get(row.trackId) ?? [];
    if (times.some((seen) => Math.abs(seen - time) <= SAME_PLAY_MS)) continue;
    times.push(time);
    known.set(row.trackId, times);
    fresh.push(row);
  }
  return fresh;
}
