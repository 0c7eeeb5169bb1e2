import type { CommunityGive } from '@album-club/recommender/engine/listener-profile';
import type { Database } from '../../db/database.ts';
import { readCommunityGives } from './recommendations.repository.ts';

/** Gives change slowly and every listener reads the same aggregate, so it is kept a while. */
const KEEP_MS = 60_000;

/** The club's gives by album and situation, read at most once a minute per process. */
export function communityGivesCache(db: Database, now: () => number = Date.now) {
  let kept: { at: number; gives: Promise<CommunityGive[]> } | undefined;
  return (): Promise<CommunityGive[]> => {
    const at = now();
    if (!kept || at - kept.at >= KEEP_MS) {
      const gives = readCommunityGives(db);
      kept = { at, gives };
      // A failed read is not kept: the next request asks again.
      gives.catch(() => {
        if (kept?.gives === gives) kept = undefined;
      });
    }
    return kept.gives;
  };
}
