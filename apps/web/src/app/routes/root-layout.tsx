import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useFocusKeeper } from '../../hooks/use-focus-keeper.ts';
import { FullScreenLoader } from '../../components/ui/full-screen-loader.tsx';
import { OfflineIndicator } from '../../components/ui/offline-indicator.tsx';
import { offlineWrites } from '../../lib/offline-writes.ts';
import { AUTH_ERROR_MESSAGES } from '../../lib/auth-errors.ts';
import { refreshSession, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast-store.ts';
import { DemoModeBadge } from '../../features/demo-mode/components/demo-mode-badge.tsx';
import { useSpotifyMode } from '../../features/demo-mode/hooks/use-spotify-mode.ts';
import { AccountModalHost } from '../../features/account-modal/components/account-modal-host.tsx';
import { startProviderSignIn } from '../../features/auth/api/start-sign-in.ts';
import { SessionCheckFailed } from '../../features/auth/components/session-check-failed.tsx';
import {
  SESSION_EXPIRED_EVENT,
  useSessionWatch,
} from '../../features/auth/hooks/use-session-watch.ts';
import { NewRecommendationHost } from './new-recommendation-host.tsx';

/** Every route waits for the session, so nothing flashes the wrong screen. */
export function RootLayout() {
  const { isLoading, isAuthenticated, isAnonymous, error } = useSession();
  const spotifyMode = useSpotifyMode();
  useSessionWatch(isAuthenticated);
  useFocusKeeper(useLocation().pathname);

  useEffect(() => {
    const expired = () => toast.error(AUTH_ERROR_MESSAGES.AUTH_REFRESH_FAILED ?? 'Session expired');
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  }, []);

  // Changes kept while offline on an earlier visit go out once the listener is known again.
  useEffect(() => {
    if (isAuthenticated) void offlineWrites.replay();
  }, [isAuthenticated]);

  if (isLoading) return <FullScreenLoader />;
  // Not knowing who is signed in is not the same as being signed out: no route may decide yet.
  if (error && !isAuthenticated) return <SessionCheckFailed onRetry={refreshSession} />;
  return (
    <>
      <DemoModeBadge demo={spotifyMode?.demo ?? false} />
      {isAuthenticated && <NewRecommendationHost />}
      <Outlet />
      <OfflineIndicator />
      <AccountModalHost
        hasAccount={isAuthenticated && !isAnonymous}
        startProvider={startProviderSignIn}
        onSuccess={() => toast.success('Signed in. Your listening is saved to your account.')}
      />
    </>
  );
}
