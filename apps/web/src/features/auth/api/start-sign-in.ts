import { recordAuthEvent } from '../../../lib/auth-analytics.ts';
import { refreshSession } from '../../../lib/session.ts';

export type Provider = 'spotify' | 'google';

/**
 * Starts a provider sign-in: the server keeps the state and PKCE verifier and answers with the
 * provider's page, which the browser then opens. Resolves false when it could not start.
 */
export async function startProviderSignIn(provider: Provider): Promise<boolean> {
  recordAuthEvent({ event: 'sign_in_started', provider, success: true });
  try {
    const { authClient, providerReturn } = await import('../../../lib/auth-client.ts');
    const { data, error } = await authClient.signIn.social({
      provider,
      ...providerReturn(provider),
      disableRedirect: true,
    });
    if (error || !data?.url) throw new Error(error?.message ?? 'no provider URL');
    window.location.assign(data.url);
    return true;
  } catch (failure) {
    recordAuthEvent({ event: 'sign_in_started', provider, success: false, error: String(failure) });
    return false;
  }
}

/** Spec (anonymous start): a real anonymous session, then the product. */
export async function startAnonymously(): Promise<boolean> {
  try {
    const { authClient } = await import('../../../lib/auth-client.ts');
    const { error } = await authClient.signIn.anonymous();
    if (error) throw new Error(error.message);
    await refreshSession();
    recordAuthEvent({ event: 'anonymous_start', provider: 'anonymous', success: true });
    return true;
  } catch (failure) {
    recordAuthEvent({
      event: 'anonymous_start',
      provider: 'anonymous',
      success: false,
      error: String(failure),
    });
    return false;
  }
}
