import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { accountProfileKeys } from '../features/user-menu/api/account-profile-queries.ts';
import { ApiError, onUnauthorized } from '../lib/api-client.ts';
import { getSessionState, onSessionChange } from '../lib/session.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    // A write made offline fails at once with its message; it never waits, paused and silent.
    mutations: { networkMode: 'always' },
    queries: {
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; a network blip might.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

/*
 * What is cached belongs to whoever was signed in: when someone else signs in on this page (after a
 * sign-out, or an anonymous listener signing in to another account), none of it may show.
 */
let cachedFor = getSessionState().user?.id ?? null;
onSessionChange(() => {
  const now = getSessionState().user?.id ?? null;
  if (now === cachedFor) return;
  cachedFor = now;
  if (now === null) {
    // Signed out: the signed-in screens are leaving, so nothing is asked again (it would only
    // meet 401s). What they still hold goes when someone signs in, or with the cache's timeout.
    void queryClient.cancelQueries();
    queryClient.removeQueries({ type: 'inactive' });
    return;
  }
  // Screens still showing ask again from empty; nothing else of the last listener is kept.
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.resetQueries();
});

// Spotify's access ended (the server forgot tokens it could not renew): the profile says whether
// Spotify is connected, so it is read again at once rather than after its 5 minutes.
onUnauthorized((code) => {
  if (code === 'AUTH_REFRESH_FAILED' || code === 'SPOTIFY_NOT_CONNECTED')
    void queryClient.invalidateQueries({ queryKey: accountProfileKeys.all() });
});

/** Server state for the signed-in pages; loaded with them, not with the landing page. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
