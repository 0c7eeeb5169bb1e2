/** Any screen opens the contextual-recommendation view ('New Rec') by this window event. */
export const NEW_RECOMMENDATION_EVENT = 'albumclub:new-recommendation';

export function openNewRecommendation(): void {
  window.dispatchEvent(new Event(NEW_RECOMMENDATION_EVENT));
}

/** What the recommendation screen receives as router state (spec: activity and wantNew). */
export interface RecommendationRequestState {
  activity: string;
  wantNew: 'yeah' | 'nah' | 'your_choice';
  context: { situation: string; company: string; mood: string };
}

export function isRecommendationRequestState(value: unknown): value is RecommendationRequestState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<RecommendationRequestState>;
  return (
    typeof state.activity === 'string' &&
    (state.wantNew === 'yeah' || state.wantNew === 'nah' || state.wantNew === 'your_choice') &&
    typeof state.context?.situation === 'string'
  );
}
