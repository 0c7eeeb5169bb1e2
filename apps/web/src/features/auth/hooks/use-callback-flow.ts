import { useCallback, useEffect, useRef, useState } from 'react';
import { recordAuthEvent } from '../../../lib/auth-analytics.ts';
import { CALLBACK_PARAMS_KEY } from '../../../lib/hash-callback.ts';
import { refreshSession } from '../../../lib/session.ts';
import { signOut } from '../../../lib/sign-out.ts';
import {
  callbackError,
  INITIATE_FAILED,
  LOOP_ERROR,
  noSessionError,
  type CallbackError,
} from '../api/callback-errors.ts';
import { recordCallbackEntry, resetLoopRecord } from '../api/loop-guard.ts';
import { startProviderSignIn, type Provider } from '../api/start-sign-in.ts';

export type CallbackStage =
  | { kind: 'processing' }
  | { kind: 'success'; message: string }
  | ({ kind: 'error' } & CallbackError);

/** Spec: success redirects after 2 s; after Google, 'Welcome back' shows for the first second. */
export const SUCCESS_REDIRECT_MS = 2000;
export const WELCOME_BACK_MS = 1000;
export const SUCCESS_MESSAGE = 'Taking you to your music recommendations...';

const asProvider = (value: string | null): Provider | null =>
  value === 'spotify' || value === 'google' ? value : null;

/**
 * The callback screen's logic: processing, then success (to the dashboard after 2 s) or the
 * spec's error. The server already finished the sign-in and set the session cookie; this asks
 * who is signed in now.
 */
export function useCallbackFlow(search: URLSearchParams, goTo: (path: string) => void) {
  const [stage, setStage] = useState<CallbackStage>({ kind: 'processing' });
  const provider = asProvider(search.get('provider'));
  const started = useRef(false);
  const timers = useRef<number[]>([]);

  const fail = useCallback(
    (error: CallbackError) => {
      recordAuthEvent({
        event: 'sign_in_callback',
        provider: provider ?? 'unknown',
        success: false,
        error: error.code,
      });
      setStage({ kind: 'error', ...error });
    },
    [provider],
  );

  const confirmSession = useCallback(async () => {
    setStage({ kind: 'processing' });
    const session = await refreshSession();
    if (!session.isAuthenticated) return fail(noSessionError(provider));
    recordAuthEvent({ event: 'sign_in_callback', provider: provider ?? 'unknown', success: true });
    resetLoopRecord();
    const welcome = provider === 'google';
    setStage({ kind: 'success', message: welcome ? 'Welcome back' : SUCCESS_MESSAGE });
    if (welcome)
      timers.current.push(
        window.setTimeout(
          () => setStage({ kind: 'success', message: SUCCESS_MESSAGE }),
          WELCOME_BACK_MS,
        ),
      );
    timers.current.push(window.setTimeout(() => goTo('/dashboard'), SUCCESS_REDIRECT_MS));
  }, [fail, goTo, provider]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Tokens in the URL (the retired implicit grant) are never used: the server holds the session.
    sessionStorage.removeItem(CALLBACK_PARAMS_KEY);
    const error = search.get('error');
    const verdict = recordCallbackEntry(window.location.href).loop
      ? LOOP_ERROR
      : error
        ? callbackError(error, provider)
        : null;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each arrival is recorded in local storage exactly once, so its verdict is known only here
    if (verdict) return fail(verdict);
    void confirmSession();
  }, [confirmSession, fail, provider, search]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const retry = useCallback(async () => {
    if (stage.kind !== 'error' || !stage.retryable) return;
    setStage({ kind: 'processing' });
    // Google's session can simply be late, so asking again may work; any other failure (no
    // session at all included) only clears with a new sign-in at the same provider.
    if (provider && stage.code !== 'SESSION_NOT_READY') {
      const outcome = await startProviderSignIn(provider);
      if (outcome === 'rate_limited') fail(callbackError('rate_limited', provider));
      else if (outcome === 'failed') fail(INITIATE_FAILED);
      return;
    }
    await confirmSession();
  }, [confirmSession, fail, provider, stage]);

  // Spec: 'Return to Login' clears the tokens. The session lives on the server, so it ends there
  // too: a listener signed in before would otherwise land on their dashboard, not the login.
  const returnToLogin = useCallback(() => {
    resetLoopRecord();
    void signOut('user')
      .catch(() => undefined)
      .finally(() => goTo('/'));
  }, [goTo]);

  return { stage, retry, returnToLogin };
}
