import { useEffect } from 'react';
import { onUnauthorized } from '../../../lib/api-client.ts';
import { recordAuthEvent } from '../../../lib/auth-analytics.ts';
import { clearLocalAppState } from '../../../lib/local-state.ts';
import { clearSession, getSessionState, refreshSession } from '../../../lib/session.ts';

/** Spec (session watch): check every 5 minutes, renew when under 10 minutes remain. */
export const SESSION_CHECK_MS = 5 * 60 * 1000;
export const RENEW_WITHIN_MS = 10 * 60 * 1000;
/** Spec: the window event dispatched when the session has expired. */
export const SESSION_EXPIRED_EVENT = 'supabaseSessionExpired';

function expire() {
  clearLocalAppState({ signOut: true });
  clearSession();
  recordAuthEvent({ event: 'session_expired', provider: 'session', success: false });
  window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
}

/** One check: renew a session that is about to end, or let an ended one go. */
export async function checkSession(now = Date.now()): Promise<void> {
  const { isAuthenticated, expiresAt } = getSessionState();
  if (!isAuthenticated || expiresAt === null) return;
  if (expiresAt <= now) return expire();
  if (expiresAt - now >= RENEW_WITHIN_MS) return;
  return renewOrExpire();
}

/** Asks the server who is signed in (which renews a session that is due), and expires if nobody. */
async function renewOrExpire(): Promise<void> {
  const renewed = await refreshSession();
  if (!renewed.isAuthenticated) expire();
}

let confirming: Promise<void> | null = null;

/**
 * The server refused a call for want of a session: ask it who is signed in, and let the session
 * go if nobody is. Many refusals at once make one check and at most one expiry.
 */
export function confirmSessionAfterRefusal(): Promise<void> {
  confirming ??= (getSessionState().isAuthenticated ? renewOrExpire() : Promise.resolve()).finally(
    () => {
      confirming = null;
    },
  );
  return confirming;
}

/** Watches the session while someone is signed in. */
export function useSessionWatch(isAuthenticated: boolean): void {
  useEffect(() => {
    if (!isAuthenticated) return;
    const timer = window.setInterval(() => void checkSession(), SESSION_CHECK_MS);
    // Spotify's own 401s (its access ended) say nothing about the session with Album Club.
    const stop = onUnauthorized((code) => {
      if (code === 'UNAUTHORIZED') void confirmSessionAfterRefusal();
    });
    return () => {
      window.clearInterval(timer);
      stop();
    };
  }, [isAuthenticated]);
}
