import { useEffect, useSyncExternalStore } from 'react';
import { apiFetch, ApiError } from './api-client.ts';

export interface SessionUser {
  id: string;
  name: string;
  email?: string | null;
  image?: string | null;
  isAnonymous?: boolean | null;
}

export interface SessionState {
  isLoading: boolean;
  user: SessionUser | null;
  isAuthenticated: boolean;
  error: Error | null;
}

/*
 * The session is the one piece of server state every page needs before it can render, so it lives
 * in a tiny store of its own; the query library loads later with the pages that need it.
 */
let state: SessionState = { isLoading: true, user: null, isAuthenticated: false, error: null };
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<SessionState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const answer = await apiFetch<{ user: SessionUser } | null>('/api/auth/get-session');
    return answer?.user ?? null;
  } catch (error) {
    // No session cookie, or no sign-in service: the visitor is simply not signed in.
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

/** Asks the server who is signed in; concurrent callers share one request. */
export function refreshSession(): Promise<void> {
  inFlight ??= fetchSessionUser()
    .then((user) => set({ isLoading: false, user, isAuthenticated: user !== null, error: null }))
    .catch((error: unknown) =>
      set({ isLoading: false, error: error instanceof Error ? error : new Error(String(error)) }),
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user as the server sees them; the browser holds no tokens of its own. */
export function useSession(): SessionState {
  const current = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    if (current.isLoading) void refreshSession();
  }, [current.isLoading]);
  return current;
}
