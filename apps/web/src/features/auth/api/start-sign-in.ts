import { loadAuthClient } from '../../../lib/load-auth-client.ts';
import { recordAuthEvent } from '../../../lib/auth-analytics.ts';
import { isRateLimited, type SignInStart } from '../../../lib/auth-errors.ts';
import { refreshSession } from '../../../lib/session.ts';

export type Provider = 'spotify' | 'google';

/** A sign-in call refused: whether the server said the caller asks too often. */
class StartRefused extends Error {
  constructor(readonly failure: { status?: number; message?: string } | null | undefined) {
    super(failure?.message ?? 'refused');
  }
}

const outcomeOf = (failure: unknown): SignInStart =>
  failure instanceof StartRefused && isRateLimited(failure.failure) ? 'rate_limited' : 'failed';

/**
 * Starts a provider sign-in: the server keeps the state and PKCE verifier and answers with the
 * provider's page, which the browser then opens.
 */
export async function startProviderSignIn(provider: Provider): Promise<SignInStart> {
  recordAuthEvent({ event: 'sign_in_started', provider, success: true });
  try {
    const { authClient, providerReturn } = await loadAuthClient();
    const { data, error } = await authClient.signIn.social({
      provider,
      ...providerReturn(provider),
      disableRedirect: true,
    });
    if (error || !data?.url) throw new StartRefused(error ?? { message: 'no provider URL' });
    window.location.assign(data.url);
    return 'started';
  } catch (failure) {
    recordAuthEvent({ event: 'sign_in_started', provider, success: false, error: String(failure) });
    return outcomeOf(failure);
  }
}

/** Spec (anonymous start): a real anonymous session, then the product. */
export async function startAnonymously(): Promise<SignInStart> {
  try {
    const { authClient } = await loadAuthClient();
    const { error } = await authClient.signIn.anonymous();
    if (error) throw new StartRefused(error);
    await refreshSession();
    recordAuthEvent({ event: 'anonymous_start', provider: 'anonymous', success: true });
    return 'started';
  } catch (failure) {
    recordAuthEvent({
      event: 'anonymous_start',
      provider: 'anonymous',
      success: false,
      error: String(failure),
    });
    return outcomeOf(failure);
  }
}
