import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { RecommendationScreen } from '../../features/recommendations/components/recommendation-screen.tsx';
import { useAccountProfile } from '../../features/user-menu/hooks/use-account-profile.ts';
import { recommendationRequestOf, openNewRecommendation } from '../../lib/new-recommendation.ts';
import { useSession } from '../../lib/session.ts';
import { QueryProvider } from '../query-provider.tsx';

/** Spec: /recommendations receives the listener's moment as router state. */
export default function RecommendationsRoute() {
  return (
    <QueryProvider>
      <Recommendations />
    </QueryProvider>
  );
}

function Recommendations() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user, isAnonymous } = useSession();
  const profile = useAccountProfile(user);
  const request = useMemo(() => recommendationRequestOf(location.state), [location.state]);

  // Without a moment there is nothing to recommend for: ask for one.
  useEffect(() => {
    if (!request) openNewRecommendation();
  }, [request]);
  if (!request || !user) return <Navigate to="/" replace />;

  return (
    <RecommendationScreen
      request={request}
      visit={location.key}
      listener={{ id: user.id, displayName: user.name, isAnonymous }}
      spotifyConnected={profile?.spotify.connected ?? false}
      onNewRec={openNewRecommendation}
      onLeave={() => void navigate('/')}
      onGive={(album) =>
        void navigate('/dashboard', {
          state: { giveRec: { albumTitle: album.title, artist: album.artist } },
        })
      }
    />
  );
}
