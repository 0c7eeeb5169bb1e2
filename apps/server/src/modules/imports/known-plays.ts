import type { Database } from '../../db/database.ts';
import { noPlays, playsBetween, type PlayColumns } from './imports.repository.ts';

/** Spotify's sync keeps milliseconds, its history files whole seconds: the same play is this close. */
export const SAME_PLAY_MS = 2_000;

/** The times each track was played: one number for most, a list only for a track played again. */
class TrackTimes {
  readonly #times = new Map<string, number | number[]>();

  add(trackId: string, time: number): void {
    const seen = this.#times.get(trackId);
    if (seen === undefined) this.#times.set(trackId, time);
    else if (typeof seen === 'number') this.#times.set(trackId, [seen, time]);
    else seen.push(time);
  }

  has(trackId: string, time: number): boolean {
    const seen = this.#times.get(trackId);
    if (seen === undefined) return false;
    if (typeof seen === 'number') return Math.abs(seen - time) <= SAME_PLAY_MS;
    return seen.some((other) => Math.abs(other - time) <= SAME_PLAY_MS);
  }
}

/**
 * The batch without the plays already stored: the same track within two seconds, from a sync or
 * an earlier import, and repeats inside the batch. One read of the batch's time span, instead of
 * one look-up per play.
 */
export async function withoutKnownPlays(
  db: Database,
  userId: string,
  plays: PlayColumns,
): Promise<PlayColumns> {
  if (plays.times.length === 0) return plays;
  let from = Infinity;
  let to = -Infinity;
  for (const time of plays.times) {
    from = Math.min(from, time);
    to = Math.max(to, time);
  }
  const known = new TrackTimes();
  const stored = await playsBetween(
    db,
    userId,
    new Date(from - SAME_PLAY_MS),
    new Date(to + SAME_PLAY_MS),
  );
  for (const play of stored) known.add(play.track_id, new Date(play.played_at).getTime());
  const fresh = noPlays();
  plays.times.forEach((time, i) => {
    const trackId = plays.trackIds[i] as string;
    if (known.has(trackId, time)) return;
    known.add(trackId, time);
    fresh.trackIds.push(trackId);
    fresh.albumIds.push(plays.albumIds[i] as string);
    fresh.times.push(time);
  });
  return fresh;
}
