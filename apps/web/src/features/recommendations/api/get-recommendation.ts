import type { EnhancedRecommendation } from '@album-club/contracts/recommendations';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import type { RecommendationRequestState } from '../../../lib/new-recommendation.ts';

/** Spec (error catalogue): what the listener reads when a recommendation fails. */
export const RECOMMENDATION_FAILED = 'Failed to get recommendation. Please try again.';
export const RECOMMENDATION_BUSY =
  "We're getting a lot of requests right now. Please wait a moment and try again.";

export const recommendationErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 429 ? RECOMMENDATION_BUSY : RECOMMENDATION_FAILED;

/** POST /spotify/enhanced-recommendation in the spec's request shape, with the form's fields. */
export function getRecommendation(
  request: RecommendationRequestState,
  listener: { displayName: string; topArtists?: string[] },
  now = new Date(),
): Promise<EnhancedRecommendation> {
  return apiFetch<EnhancedRecommendation>('/spotify/enhanced-recommendation', {
    method: 'POST',
    // A question, not a save: its screen shows its own waiting and failure.
    background: true,
    body: {
      responses: { activity: request.activity, wantNew: request.wantNew },
      userProfile: { display_name: listener.displayName, top_artists: listener.topArtists ?? [] },
      guideWord: 'sage',
      currentHour: now.getHours(),
      currentWeekday: now.getDay(),
      utcOffsetMinutes: -now.getTimezoneOffset(),
      situation: request.context.situation,
      company: request.context.company,
      mood: request.context.mood,
    },
  });
}
