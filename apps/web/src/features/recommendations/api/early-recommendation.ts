import type { EnhancedRecommendation } from '@album-club/contracts/recommendations';
import type { RecommendationRequestState } from '../../../lib/new-recommendation.ts';
import { getRecommendation } from './get-recommendation.ts';

/** An early request older than this is not taken: the listener has moved on. */
const FRESH_MS = 60_000;

interface Early {
  key: string;
  at: number;
  answer: Promise<EnhancedRecommendation>;
}

let early: Early | null = null;

// The moment reaches the screen through the router's history state, a copy: it is matched by value.
const keyOf = (request: RecommendationRequestState) =>
  JSON.stringify([request.activity, request.wantNew, request.context]);

/**
 * Asks for the recommendation as soon as the listener has made their last choice, so it travels
 * while 'Finding your perfect album...' shows rather than after it.
 */
export function askEarly(
  request: RecommendationRequestState,
  listener: { displayName: string },
): void {
  const answer = getRecommendation(request, listener);
  answer.catch(() => undefined); // told when taken, not here
  early = { key: keyOf(request), at: Date.now(), answer };
}

/** The answer asked for early for this moment, once; otherwise a request made now. */
export function takeRecommendation(
  request: RecommendationRequestState,
  listener: { displayName: string },
): Promise<EnhancedRecommendation> {
  const found = early;
  if (found && found.key === keyOf(request) && Date.now() - found.at < FRESH_MS) {
    early = null;
    return found.answer;
  }
  return getRecommendation(request, listener);
}
