import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { RegionErrorBoundary } from '../../components/errors/region-error-boundary.tsx';
import { lazyWithRetry } from '../../lib/lazy-with-retry.tsx';
import { NEW_RECOMMENDATION_EVENT } from '../../lib/new-recommendation.ts';
import { useSession } from '../../lib/session.ts';
import { askEarly } from '../../features/recommendations/api/early-recommendation.ts';

const ContextView = lazyWithRetry(
  () => import('../../features/recommendation-context/components/context-view.tsx'),
);

/**
 * Opens the contextual-recommendation view wherever 'New Rec' is pressed, and takes the listener
 * to the recommendation screen with their moment. Its code loads with the first opening.
 */
export function NewRecommendationHost() {
  const navigate = useNavigate();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(NEW_RECOMMENDATION_EVENT, show);
    return () => window.removeEventListener(NEW_RECOMMENDATION_EVENT, show);
  }, []);
  if (!open) return null;
  return (
    <RegionErrorBoundary inline>
      <Suspense fallback={null}>
        <ContextView
          onClose={() => setOpen(false)}
          onChosen={(request) => {
            askEarly(request, { displayName: user?.name ?? '' });
            // The screen's own code downloads during the same 2 seconds.
            void import('./recommendations.tsx').catch(() => undefined);
          }}
          onDone={(request) => {
            setOpen(false);
            void navigate('/recommendations', { state: request });
          }}
        />
      </Suspense>
    </RegionErrorBoundary>
  );
}
