import type { GoogleSettings } from '../../lib/auth-providers.ts';
import type { TokenCipher } from '../../lib/token-cipher.ts';

const REVOKE_TIMEOUT_MS = 3_000;

export interface StoredTokens {
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
}

async function googleRevocationEndpoint(google: GoogleSettings): Promise<string | null> {
  const answer = await fetch(google.discoveryUrl, {
    signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
  });
  if (!answer.ok) return null;
  const discovery = (await answer.json()) as { revocation_endpoint?: unknown };
  return typeof discovery.revocation_endpoint === 'string' ? discovery.revocation_endpoint : null;
}

/**
 * Tells the providers the account's tokens are no longer needed, where a provider lets an app
 * say so: Google through its discovery document's revocation endpoint (RFC 7009). Spotify has
 * no revocation endpoint: its tokens are only deleted. Answers what was revoked; a provider that
 * does not answer never stops the deletion.
 */
export async function revokeProviderTokens(
  tokens: StoredTokens[],
  cipher: TokenCipher,
  google: GoogleSettings | undefined,
  log: { warn(details: object, message: string): void },
): Promise<string[]> {
  const revoked: string[] = [];
  for (const entry of tokens) {
    if (entry.providerId !== 'google' || !google) continue;
    const sealed = entry.refreshToken ?? entry.accessToken;
    if (!sealed) continue;
    try {
      const endpoint = await googleRevocationEndpoint(google);
      if (!endpoint) continue;
      const token = cipher.isSealed(sealed) ? cipher.decrypt(sealed) : sealed;
      const answer = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
        signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
      });
      if (answer.ok) revoked.push('google');
    } catch (error) {
      log.warn({ err: error }, 'the Google token could not be revoked; it is deleted all the same');
    }
  }
  return revoked;
}
