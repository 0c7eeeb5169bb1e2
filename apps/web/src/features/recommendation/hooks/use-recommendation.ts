import { useCallback, useEffect, useRef, useState } from 'react';
import type { EnhancedRecommendation } from '@album-club/contracts/recommendations';
import { triggerAccountCreation } from '../../../lib/account-events.ts';
import type { RecommendationRequestState } from '../../../lib/new-recommendation.ts';
import { events } from '../api/event-queue.ts';
import { getRecommendation, recommendationErrorMessage } from '../api/get-recommendation.ts';
import { FIVE_RECS, countRecommendation } from '../api/recommendation-count.ts';

export interface Listener {
  id: string;
  displayName: string;
  isAnonymous: boolean;
}

interface State {
  answer: EnhancedRecommendation | null;
  loading: boolean;
  error: string | null;
}

/**
 * The recommendation for the listener's moment, asked once on arrival and again on request. A
 * request made while one is in flight is ignored (spec).
 */
export function useRecommendation(request: RecommendationRequestState | null, listener: Listener) {
  const [state, setState] = useState<State>({ answer: null, loading: false, error: null });
  const inFlight = useRef(false);
  const { id, displayName, isAnonymous } = listener;

  const fetchNext = useCallback(async () => {
    if (!request || inFlight.current) return;
    inFlight.current = true;
    setState((current) => ({ ...current, loading: true, error: null }));
    try {
      localStorage.setItem('lastRecCallTime', String(Date.now()));
      const answer = await getRecommendation(request, { displayName });
      setState({ answer, loading: false, error: null });
      events.log(id, 'recommendation_received', {
        recommendationId: answer.recommendationId,
        albumId: answer.album.id,
        albumName: answer.album.name,
        situation: request.context.situation,
        wantNew: request.wantNew,
      });
      const count = countRecommendation();
      if (isAnonymous && count >= FIVE_RECS && count % FIVE_RECS === 0)
        triggerAccountCreation('five_recs');
    } catch (error) {
      setState((current) => ({
        ...current,
        loading: false,
        error: recommendationErrorMessage(error),
      }));
    } finally {
      inFlight.current = false;
    }
  }, [request, id, displayName, isAnonymous]);

  useEffect(() => {
    void fetchNext();
  }, [fetchNext]);

  return { ...state, fetchNext };
}
