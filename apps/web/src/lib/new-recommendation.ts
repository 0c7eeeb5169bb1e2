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

const WANT_NEW = ['yeah', 'nah', 'your_choice'] as const;
const isWantNew = (value: unknown): value is RecommendationRequestState['wantNew'] =>
  WANT_NEW.includes(value as RecommendationRequestState['wantNew']);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The request in the router state, or null when there is none. State with only activity and
 * wantNew (the spec's minimum) asks for the activity as the situation.
 */
export function recommendationRequestOf(value: unknown): RecommendationRequestState | null {
  if (typeof value !== 'object' || value === null) return null;
  const state = value as { activity?: unknown; wantNew?: unknown; context?: unknown };
  if (typeof state.activity !== 'string' || !isWantNew(state.wantNew)) return null;
  const context = (typeof state.context === 'object' && state.context) || {};
  const given = context as Record<'situation' | 'company' | 'mood', unknown>;
  const situation = textOf(given.situation).trim() ? textOf(given.situation) : state.activity;
  if (!situation.trim()) return null;
  return {
    activity: state.activity,
    wantNew: state.wantNew,
    context: { situation, company: textOf(given.company), mood: textOf(given.mood) },
  };
}
