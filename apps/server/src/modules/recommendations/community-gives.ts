import type { CommunityGive } from '@album-club/recommender/engine/listener-profile';
import type { Database } from '../../db/database.ts';
import { readCommunityGives } from './recommendations.repository.ts';

/** Gives change slowly and every listener reads the same aggregate, so it is kept a while. */
const KEEP_MS = 60_000;

/** Bumped when this process stores a give, so its next recommendation reads the gives again. */
const generations = new WeakMap<Database, number>();

/** A give was stored: this process's kept aggregate of the database's gives is stale. */
export function communityGivesChanged(db: Database): void {
  generations.set(db, (generations.get(db) ?? 0) + 1);
}

/**
 * The club's gives by album and situation, read at most once a minute per process, and again
 * right after this process stored a give (other instances see it within the minute).
 */
export function communityGivesCache(db: Database, now: () => number = Date.now) {
  let kept: { at: number; generation: number; gives: Promise<CommunityGive[]> } | undefined;
  return (): Promise<CommunityGive[]> => {
    const at = now();
    const generation = generations.get(db) ?? 0;
    if (!kept || at - kept.at >= KEEP_MS || kept.generation !== generation) {
      const gives = readCommunityGives(db);
      kept = { at, generation, gives };
      // A failed read is not kept: the next request asks again.
      gives.catch(() => {
        if (kept?.gives === gives) kept = undefined;
      });
    }
    return kept.gives;
  };
}
