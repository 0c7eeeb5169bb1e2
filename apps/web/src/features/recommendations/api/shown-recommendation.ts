import {
  enhancedRecommendationResponseSchema,
  type EnhancedRecommendation,
} from '@album-club/contracts/recommendations';

const KEY = 'albumClub.shownRecommendation';
/** A reload after this long asks afresh: the moment has likely passed. */
const KEEP_MS = 30 * 60 * 1000;

interface Shown {
  visit: string;
  listenerId: string;
  at: number;
  answer: unknown;
}

/**
 * The album on screen for one visit of the recommendation screen (a history entry), so that
 * reloading the page shows the same album instead of spending a new one: the one shown is never
 * recommended again for a while, so a reload would otherwise lose it.
 */
export function rememberShown(visit: string, listenerId: string, answer: EnhancedRecommendation) {
  const shown: Shown = { visit, listenerId, at: Date.now(), answer };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(shown));
  } catch {
    // Storage full or blocked: a reload then asks for a new album, as without this.
  }
}

export function shownFor(visit: string, listenerId: string): EnhancedRecommendation | null {
  try {
    const shown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Shown | null;
    if (!shown || shown.visit !== visit || shown.listenerId !== listenerId) return null;
    if (!(Date.now() - shown.at < KEEP_MS)) return null;
    const parsed = enhancedRecommendationResponseSchema.safeParse(shown.answer);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
