import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { EnhancedRecommendation } from '@album-club/contracts/recommendations';
import { triggerAccountCreation } from '../../../lib/account-events.ts';
import type { RecommendationRequestState } from '../../../lib/new-recommendation.ts';
import { events } from '../api/event-queue.ts';
import { recommendationErrorMessage } from '../api/get-recommendation.ts';
import { FIVE_RECS, countRecommendation } from '../api/recommendation-count.ts';
import { recommendationMutationOptions } from '../api/recommendation-mutations.ts';
import { rememberShown, shownFor } from '../api/shown-recommendation.ts';

export interface Listener {
  id: string;
  displayName: string;
  isAnonymous: boolean;
}

interface State {
  /** The moment this state is for: an album of another moment is never shown for a new one. */
  moment: RecommendationRequestState | null;
  answer: EnhancedRecommendation | null;
  loading: boolean;
  error: string | null;
}

/**
 * The recommendation for the listener's moment, asked once on arrival, again on request, and
 * whenever the moment changes. A request for the moment already being asked is ignored (spec);
 * a new moment replaces the one in flight, whose answer is then dropped. The listener is read
 * at the time of asking, so signing in on this screen keeps the album on it. `visit` names this
 * visit of the screen (its history entry): a reload of the same visit shows the album last shown.
 * Each request is a mutation (see its options); which answer shows is decided here, per moment.
 */
export function useRecommendation(
  request: RecommendationRequestState | null,
  listener: Listener,
  visit?: string,
) {
  const [state, setState] = useState<State>({
    moment: null,
    answer: null,
    loading: false,
    error: null,
  });
  const { mutateAsync: recommend } = useMutation(recommendationMutationOptions());
  const asking = useRef<{ moment: RecommendationRequestState } | null>(null);
  const listenerNow = useRef(listener);
  const visitNow = useRef(visit);
  useLayoutEffect(() => {
    listenerNow.current = listener;
    visitNow.current = visit;
  });

  const ask = useCallback(
    async (moment: RecommendationRequestState) => {
      if (asking.current?.moment === moment) return;
      const call = { moment };
      asking.current = call;
      const current = () => asking.current === call;
      const { id, displayName, isAnonymous } = listenerNow.current;
      setState((shown) =>
        shown.moment === moment
          ? { ...shown, loading: true, error: null }
          : { moment, answer: null, loading: true, error: null },
      );
      try {
        localStorage.setItem('lastRecCallTime', String(Date.now()));
        const answer = await recommend({ moment, displayName });
        if (!current()) return;
        setState({ moment, answer, loading: false, error: null });
        if (visitNow.current) rememberShown(visitNow.current, id, answer);
        events.log(id, 'recommendation_received', {
          recommendationId: answer.recommendationId,
          albumId: answer.album.id,
          albumName: answer.album.name,
          situation: moment.context.situation,
          wantNew: moment.wantNew,
        });
        const count = countRecommendation();
        if (isAnonymous && count >= FIVE_RECS && count % FIVE_RECS === 0)
          triggerAccountCreation('five_recs');
      } catch (error) {
        if (!current()) return;
        setState((shown) => ({
          ...shown,
          loading: false,
          error: recommendationErrorMessage(error),
        }));
      } finally {
        if (current()) asking.current = null;
      }
    },
    [recommend],
  );

  const fetchNext = useCallback(async () => {
    if (request) await ask(request);
  }, [request, ask]);

  useEffect(() => {
    const shown = visit ? shownFor(visit, listenerNow.current.id) : null;
    if (shown && request) setState({ moment: request, answer: shown, loading: false, error: null });
    else void fetchNext();
  }, [fetchNext, visit, request]);

  // Until the new moment's request has begun (effects run after the first paint), nothing shows.
  if (state.moment !== request)
    return { answer: null, loading: request !== null, error: null, fetchNext };
  const { answer, loading, error } = state;
  return { answer, loading, error, fetchNext };
}
