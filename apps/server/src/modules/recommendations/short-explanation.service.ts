import { shortExplanationFallback } from '@album-club/contracts/recommendations';
import { isGriefMoment } from '@album-club/recommender/engine/explain-grief';
import type { Database } from '../../db/database.ts';
import { findShortExplanation } from './recommendations.repository.ts';

interface Moment {
  situation?: string;
  company?: string;
  mood?: string;
}

/**
 * The cover's short line for an album: the one the listener was given with its recommendation
 * for this moment (any moment when none is named), else the spec's fallback with the album's
 * name when it is known. A moment of loss never gets the fallback's "perfect energy": it gets
 * the album's name and nothing more.
 */
export async function shortExplanation(
  db: Database,
  userId: string,
  album: { id?: string; name?: string },
  moment?: Moment,
): Promise<{ shortExplanation: string }> {
  const stored = album.id
    ? await findShortExplanation(db, userId, album.id, moment?.situation)
    : undefined;
  if (stored) return { shortExplanation: stored };
  const grief =
    moment !== undefined &&
    isGriefMoment({
      situation: moment.situation ?? '',
      company: moment.company,
      mood: moment.mood,
    });
  const name = album.name || undefined;
  if (grief) return { shortExplanation: name ? `Here is ${name}.` : 'Here is an album for you.' };
  return { shortExplanation: shortExplanationFallback(name) };
}
