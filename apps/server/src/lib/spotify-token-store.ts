import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, DatabaseHandle } from '../db/database.ts';
import type { SpotifyTokenStore, SpotifyTokens } from '../integrations/spotify/spotify-tokens.ts';
import type { TokenCipher } from './token-cipher.ts';
import {
  findProviderAccountById,
  withAccountLock,
  writeProviderTokens,
} from './provider-tokens.repository.ts';

/** The database a refresh holding an account's lock uses (its lock's connection). */
const locked = new AsyncLocalStorage<{ key: string; db: Database }>();

/**
 * One listener's Spotify tokens, kept in their `account` row encrypted (AES-256-GCM). Refreshes
 * run under a per-account lock shared by every app instance, so a rotating refresh token is
 * never spent twice.
 */
export class DatabaseTokenStore implements SpotifyTokenStore {
  readonly accountKey: string;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly cipher: TokenCipher,
    private readonly accountRowId: string,
  ) {
    this.accountKey = `spotify-refresh:${accountRowId}`;
  }

  /** Inside `exclusive`, the lock's own connection; anywhere else, the pool. */
  #db(): Database {
    const held = locked.getStore();
    return held?.key === this.accountKey ? held.db : this.database.db;
  }

  async read(): Promise<SpotifyTokens | null> {
    const row = await findProviderAccountById(this.#db(), this.accountRowId);
    if (!row?.accessToken) return null;
    return {
      accessToken: this.cipher.decrypt(row.accessToken),
      refreshToken: row.refreshToken ? this.cipher.decrypt(row.refreshToken) : null,
      expiresAt: row.accessTokenExpiresAt?.getTime() ?? 0,
      scope: row.scope ?? '',
    };
  }

  async write(tokens: SpotifyTokens): Promise<void> {
    await writeProviderTokens(this.#db(), this.accountRowId, {
      accessToken: this.cipher.encrypt(tokens.accessToken),
      refreshToken: tokens.refreshToken ? this.cipher.encrypt(tokens.refreshToken) : null,
      expiresAt: new Date(tokens.expiresAt),
      scope: tokens.scope,
    });
  }

  async clear(): Promise<void> {
    await writeProviderTokens(this.#db(), this.accountRowId, {
      accessToken: null,
      refreshToken: null,
      expiresAt: null,
    });
  }

  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return withAccountLock(this.database, this.accountKey, (db) =>
      locked.run({ key: this.accountKey, db }, work),
    );
  }
}
