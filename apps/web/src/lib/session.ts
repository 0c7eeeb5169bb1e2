import { useEffect, useSyncExternalStore } from 'react';
import { apiFetch, ApiError } from './api-client.ts';

export interface SessionUser {
  id: string;
  name: string;
  /** Null for accounts without a real address (Spotify development apps, phone, anonymous). */
  email?: string | null;
  image?: string | null;
  isAnonymous?: boolean | null;
}

export interface SessionState {
  isLoading: boolean;
  user: SessionUser | null;
  /** True for anonymous listeners too: they have a real session (spec: roles). */
  isAuthenticated: boolean;
  isAnonymous: boolean;
  /** When the server session ends (epoch ms); null without one. */
  expiresAt: number | null;
  error: Error | null;
}

interface SessionAnswer {
  user: SessionUser;
  session: { expiresAt: string };
}

/*
 * The session is the one piece of server state every page needs before it can render, so it lives
 * in a tiny store of its own; the sign-in client and the query library load later, when needed.
 */
const signedOut = { user: null, isAuthenticated: false, isAnonymous: false, expiresAt: null };
let state: SessionState = { isLoading: true, error: null, ...signedOut };
let inFlight: Promise<SessionState> | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<SessionState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

type AuthStage = 'initializing' | 'validating' | 'authenticated' | 'unauthenticated' | 'error';
let stage: AuthStage | null = null;

/** Spec (session start): auth-state transitions are logged, each change once. */
function enterStage(next: AuthStage) {
  if (next === stage) return;
  stage = next;
  console.debug(`[auth] ${next}`);
}

async function fetchSession(): Promise<SessionAnswer | null> {
  try {
    const answer = await apiFetch<SessionAnswer | null>('/api/auth/get-session');
    return answer?.user ? answer : null;
  } catch (error) {
    // No session cookie, or no sign-in service: the visitor is simply not signed in.
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

/**
 * Asks the server who is signed in (which also renews a session that is due); concurrent callers
 * share one request. Call it after every sign-in, sign-out or upgrade.
 */
export function refreshSession(): Promise<SessionState> {
  if (!inFlight) enterStage(state.isLoading ? 'initializing' : 'validating');
  inFlight ??= fetchSession()
    .then((answer) => {
      enterStage(answer ? 'authenticated' : 'unauthenticated');
      set({
        isLoading: false,
        error: null,
        ...(answer
          ? {
              user: answer.user,
              isAuthenticated: true,
              isAnonymous: Boolean(answer.user.isAnonymous),
              expiresAt: new Date(answer.session.expiresAt).getTime(),
            }
          : signedOut),
      });
    })
    .catch((error: unknown) => {
      enterStage('error');
      set({ isLoading: false, error: error instanceof Error ? error : new Error(String(error)) });
    })
    .then(() => state)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Forgets the signed-in user locally (after sign-out or when the session expired). */
export function clearSession(): void {
  enterStage('unauthenticated');
  set({ isLoading: false, error: null, ...signedOut });
}

export function getSessionState(): SessionState {
  return state;
}

/** Calls `listener` after every change of the session state; answers how to stop. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The signed-in user as the server sees them; the browser holds no tokens of its own. */
export function useSession(): SessionState {
  const current = useSyncExternalStore(onSessionChange, () => state);
  useEffect(() => {
    if (current.isLoading) void refreshSession();
  }, [current.isLoading]);
  return current;
}
