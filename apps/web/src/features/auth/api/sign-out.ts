import { apiFetch } from '../../../lib/api-client.ts';
import { recordAuthEvent } from '../../../lib/auth-analytics.ts';
import { clearLocalAppState } from '../../../lib/local-state.ts';
import { clearSession } from '../../../lib/session.ts';

/** Ends the server session (its cookie goes with it) and forgets local state. */
export async function signOut(reason: 'user' | 'profile_timeout' = 'user'): Promise<void> {
  try {
    await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
  } finally {
    clearLocalAppState({ signOut: true });
    clearSession();
    recordAuthEvent({ event: 'sign_out', provider: reason, success: true });
  }
}
