import type { Database } from '../../db/database.ts';
import { listenerRecordsChanged } from '../../lib/listener-records-cache.ts';
import { GIVE_REWARD } from '@album-club/contracts/gives';
import { RATE_RULES } from '../../lib/rate-limit/rate-rules.ts';
import {
  deleteAnonymousUser,
  lockUsersForMerge,
  mergePlays,
  mergeRateCounters,
  mergeRewards,
  mergeTopArtists,
  mergeUserAlbums,
  moveOwnedRows,
} from './merge.repository.ts';
import { foldCatalogRecords } from '../library/library-import.service.ts';

export type MergeOutcome = 'merged' | 'nothing-to-merge';

/**
 * Moves everything an anonymous listener made into the account they signed in to, in one
 * transaction, then deletes the anonymous user. Limits and rewards then count as for one person. Running it again finds no anonymous user and
 * changes nothing. Only an anonymous user is ever merged away.
 */
export async function mergeAnonymousUser(
  db: Database,
  anonymousUserId: string,
  userId: string,
): Promise<MergeOutcome> {
  if (anonymousUserId === userId) return 'nothing-to-merge';
  const outcome = await db.transaction(async (tx): Promise<MergeOutcome> => {
    const { from, to } = await lockUsersForMerge(tx, anonymousUserId, userId);
    if (!from || !to || !from.isAnonymous) return 'nothing-to-merge';
    await mergeUserAlbums(tx, anonymousUserId, userId);
    await foldCatalogRecords(tx, userId);
    await mergePlays(tx, anonymousUserId, userId);
    // Before the gives change hands: which of them earn for the account depends on whose they are.
    await mergeRewards(tx, anonymousUserId, userId, {
      reward: GIVE_REWARD,
      perDay: RATE_RULES.give.max,
    });
    await mergeRateCounters(tx, anonymousUserId, userId);
    await moveOwnedRows(tx, anonymousUserId, userId);
    await mergeTopArtists(tx, anonymousUserId, userId);
    await deleteAnonymousUser(tx, anonymousUserId);
    return 'merged';
  });
  if (outcome === 'merged') listenerRecordsChanged(db, anonymousUserId, userId);
  return outcome;
}
