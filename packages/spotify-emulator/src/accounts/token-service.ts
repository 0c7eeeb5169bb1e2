import { randomBytes } from 'node:crypto';

export interface AccessGrant {
  token: string;
  userId: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
  revoked: boolean;
}

interface RefreshGrant {
  token: string;
  userId: string;
  clientId: string;
  scopes: string[];
  /** Issued through PKCE: may be refreshed with the client id alone. */
  publicClient: boolean;
  state: 'active' | 'used' | 'revoked';
}

export interface IssuedTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

export type AccessCheck =
  { ok: true; grant: AccessGrant } | { ok: false; reason: 'invalid' | 'expired' };

export type RefreshResult =
  | { ok: true; tokens: IssuedTokens }
  | { ok: false; description: 'Invalid refresh token' | 'Refresh token revoked' };

function opaque(prefix: string, bytes: number): string {
  return prefix + randomBytes(bytes).toString('base64url');
}

/** Access and refresh tokens: opaque, expiring, rotating on refresh and revocable per user. */
export class TokenService {
  readonly #access = new Map<string, AccessGrant>();
  readonly #refresh = new Map<string, RefreshGrant>();
  readonly #now: () => number;
  readonly #ttlSeconds: () => number;

  constructor(now: () => number, ttlSeconds: () => number) {
    this.#now = now;
    this.#ttlSeconds = ttlSeconds;
  }

  issue(userId: string, clientId: string, scopes: string[], publicClient: boolean): IssuedTokens {
    const ttl = this.#ttlSeconds();
    const access: AccessGrant = {
      token: opaque('BQ', 96),
      userId,
      clientId,
      scopes,
      expiresAt: this.#now() + ttl * 1000,
      revoked: false,
    };
    const refresh: RefreshGrant = {
      token: opaque('AQ', 96),
      userId,
      clientId,
      scopes,
      publicClient,
      state: 'active',
    };
    this.#access.set(access.token, access);
    this.#refresh.set(refresh.token, refresh);
    return {
      access_token: access.token,
      token_type: 'Bearer',
      expires_in: ttl,
      refresh_token: refresh.token,
      scope: scopes.join(' '),
    };
  }

  checkAccess(token: string): AccessCheck {
    const grant = this.#access.get(token);
    if (!grant || grant.revoked) return { ok: false, reason: 'invalid' };
    if (grant.expiresAt <= this.#now()) return { ok: false, reason: 'expired' };
    return { ok: true, grant };
  }

  refreshGrant(token: string): Pick<RefreshGrant, 'clientId' | 'publicClient'> | undefined {
    return this.#refresh.get(token);
  }

  /** Rotates: the presented refresh token can never be used again. */
  refresh(token: string, clientId: string): RefreshResult {
    const grant = this.#refresh.get(token);
    if (!grant || grant.clientId !== clientId)
      return { ok: false, description: 'Invalid refresh token' };
    if (grant.state !== 'active') return { ok: false, description: 'Refresh token revoked' };
    grant.state = 'used';
    return {
      ok: true,
      tokens: this.issue(grant.userId, grant.clientId, grant.scopes, grant.publicClient),
    };
  }

  /** What happens when the listener removes the app's access in their account settings. */
  revokeUser(userId: string): number {
    let count = 0;
    for (const grant of this.#access.values()) {
      if (grant.userId === userId && !grant.revoked) {
        grant.revoked = true;
        count++;
      }
    }
    for (const grant of this.#refresh.values()) {
      if (grant.userId === userId && grant.state !== 'revoked') {
        grant.state = 'revoked';
        count++;
      }
    }
    return count;
  }

  /** Makes access tokens expired now: one token, or every token of a user when given a user id. */
  expire(selector: { accessToken?: string; userId?: string }): number {
    let count = 0;
    for (const grant of this.#access.values()) {
      if (grant.token === selector.accessToken || grant.userId === selector.userId) {
        grant.expiresAt = Math.min(grant.expiresAt, this.#now() - 1);
        count++;
      }
    }
    return count;
  }

  clear(): void {
    this.#access.clear();
    this.#refresh.clear();
  }
}
