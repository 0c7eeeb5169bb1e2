import { useEffect } from 'react';
import type { RecommendationRequestState } from '../../../lib/new-recommendation.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useRecommendation, type Listener } from '../hooks/use-recommendation.ts';
import { AlbumStage } from './album-stage.tsx';
import { ScreenHeader } from './screen-header.tsx';
import { ErrorView, LoadingView } from './status-views.tsx';

interface Props {
  request: RecommendationRequestState;
  /** This visit of the screen (its history entry), kept across a reload. */
  visit?: string;
  listener: Listener;
  spotifyConnected: boolean;
  onNewRec: () => void;
  /** To the dashboard ('/'). */
  onLeave: () => void;
  /** 'Give a recommendation' (to /dashboard, where the form opens with the album). */
  onGive: (album: { title: string; artist: string }) => void;
}

/** Spec (recommendation screen): loading, discovery and rating for the listener's moment. */
export function RecommendationScreen({
  request,
  visit,
  listener,
  spotifyConnected,
  ...nav
}: Props) {
  const { answer, loading, error, fetchNext } = useRecommendation(request, listener, visit);

  // With an album on screen, a failed 'Get new recommendation' leaves it there and says why.
  useEffect(() => {
    if (error && answer) toast.error(error);
  }, [error, answer]);

  return (
    <div className="stage-glow min-h-dvh">
      <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-10 sm:px-8">
        {answer ? (
          <AlbumStage
            key={answer.recommendationId}
            answer={answer}
            situation={request.context.situation}
            listener={listener}
            spotifyConnected={spotifyConnected}
            fetchingNext={loading}
            onNext={() => void fetchNext()}
            onNewRec={nav.onNewRec}
            onSaved={nav.onLeave}
            onGive={nav.onGive}
          />
        ) : (
          <>
            <ScreenHeader />
            <main className="flex flex-1 flex-col">
              {error && !loading ? (
                <ErrorView message={error} onRetry={() => void fetchNext()} onBack={nav.onLeave} />
              ) : (
                <LoadingView />
              )}
            </main>
          </>
        )}
      </div>
    </div>
  );
}
