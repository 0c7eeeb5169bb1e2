import { shortExplanationFallback } from '@album-club/contracts/recommendations';
import type { Database } from '../../db/database.ts';
import { findShortExplanation } from './recommendations.repository.ts';

/**
 * The cover's short line for an album: the one the listener was given with its recommendation,
 * else the spec's fallback (with the album's name when it is known).
 */
export async function shortExplanation(
  db: Database,
  userId: string,
  album: { id?: string; name?: string },
): Promise<{ shortExplanation: string }> {
  const stored = album.id ? await findShortExplanation(db, userId, album.id) : undefined;
  return { shortExplanation: stored ?? shortExplanationFallback(album.name || undefined) };
}
