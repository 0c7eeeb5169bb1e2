import { apiFetch } from './api-client.ts';
import { recordAuthEvent } from './auth-analytics.ts';
import { clearLocalAppState } from './local-state.ts';
import { clearSession } from './session.ts';

export type SignOutReason = 'user' | 'profile_timeout' | 'auth_error';

/** Ends the server session (its cookie goes with it) and forgets local state. */
export async function signOut(reason: SignOutReason = 'user'): Promise<void> {
  try {
    await apiFetch('/api/auth/sign-out', { method: 'POST', body: {}, background: true });
  } finally {
    clearLocalAppState({ signOut: true });
    clearSession();
    recordAuthEvent({ event: 'sign_out', provider: reason, success: true });
  }
}
