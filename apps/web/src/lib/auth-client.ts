import { createAuthClient } from 'better-auth/client';
import { anonymousClient, phoneNumberClient } from 'better-auth/client/plugins';

/**
 * The better-auth client. Heavy for the first page, so it is only ever imported dynamically
 * (`await import('…/lib/auth-client.ts')`) when a sign-in starts. Sessions live in HttpOnly
 * cookies; the small store in session.ts is what pages read.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  plugins: [anonymousClient(), phoneNumberClient()],
  fetchOptions: { credentials: 'same-origin' },
});

/** Where the server sends the browser after a provider sign-in, and after a failed one. */
export const providerReturn = (provider: 'spotify' | 'google') => ({
  callbackURL: `/#/callback?provider=${provider}`,
  errorCallbackURL: `/auth/sign-in-error?provider=${provider}`,
});

/** The error better-auth's client hands back, reduced to what the product renders by. */
export interface AuthFailure {
  status: number;
  code: string;
  message: string;
}

export function failureOf(
  error: { status?: number; code?: string; message?: string } | null,
): AuthFailure | null {
  if (!error) return null;
  return { status: error.status ?? 0, code: error.code ?? '', message: error.message ?? '' };
}
