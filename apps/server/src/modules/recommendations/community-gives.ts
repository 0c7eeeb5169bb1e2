import type { CommunityGive } from '@album-club/recommender/engine/listener-profile';
import type { Database } from '../../db/database.ts';
import { readCommunityGives } from './community-gives.repository.ts';

/** Gives change slowly and every listener reads the same aggregate, so it is kept a while. */
const KEEP_MS = 60_000;

/** Bumped when this process stores a give, so its next recommendation reads the gives again. */
const generations = new WeakMap<Database, number>();

/** A give was stored: this process's kept aggregate of the database's gives is stale. */
export function communityGivesChanged(db: Database): void {
  generations.set(db, (generations.get(db) ?? 0) + 1);
}

type Read = Promise<{ version: number; gives: CommunityGive[] }>;

/**
 * The club's gives by album and situation, kept by the process. Read again when a caller knows
 * of a later version than the one kept (the records query reads it: a change committed through
 * any instance is seen by the next recommendation that reads records from the database), right
 * after this process stored a give, and at least once a minute.
 */
export function communityGivesCache(db: Database, now: () => number = Date.now) {
  let kept: { at: number; generation: number; read: Read } | undefined;
  const start = (generation: number): Read => {
    const read = readCommunityGives(db);
    kept = { at: now(), generation, read };
    // A failed read is not kept: the next request asks again.
    read.catch(() => {
      if (kept?.read === read) kept = undefined;
    });
    return read;
  };
  /** `version`: the version of the gives the caller has seen, if it read one. */
  return async (version?: number): Promise<CommunityGive[]> => {
    const generation = generations.get(db) ?? 0;
    const fresh = kept && now() - kept.at < KEEP_MS && kept.generation === generation;
    const read = fresh && kept ? kept.read : start(generation);
    let current = await read;
    if (version === undefined || current.version >= version) return current.gives;
    // Kept from before the caller's version: a newer read another caller started, or one now.
    const newer: Read | undefined = kept?.read;
    if (newer && newer !== read) current = await newer;
    if (current.version < version) current = await start(generation);
    return current.gives;
  };
}
