import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../db/database.ts';
import type { SpotifyClient } from '../integrations/spotify/spotify-client.ts';
import type { Auth } from '../lib/auth.ts';
import type { RateLimiter } from '../lib/rate-limit/rate-limiter.ts';
import type { SessionCache } from '../lib/session-cache.ts';
import type { TokenCipher } from '../lib/token-cipher.ts';

/** What the server is built from, each under its own name on the app: `app.db`, `request.server.db`. */
declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over the embedded or the PostgreSQL database. */
    db: Database;
    /** The database itself: its kind, its ping, its close. */
    database: DatabaseHandle;
    /** better-auth, loaded on first use; a failed start is retried by the next call. */
    auth: () => Promise<Auth>;
    /** Sessions read in the last few seconds; see session-cache.ts. */
    sessionCache: SessionCache;
    /** Encrypts provider tokens at rest. */
    cipher: TokenCipher;
    /** Spotify's Web API; absent when Spotify is off. */
    spotify: SpotifyClient | undefined;
    /** Every rate limit, counted in the database; the rules are in rate-rules.ts. */
    limiter: RateLimiter;
  }
}

export type AppServices = Pick<
  FastifyInstance,
  'db' | 'database' | 'auth' | 'sessionCache' | 'cipher' | 'spotify' | 'limiter'
>;

/** Puts each service on the app by its name, before any route is registered. */
export function registerAppServices(app: FastifyInstance, services: AppServices): void {
  app.decorate('db', services.db);
  app.decorate('database', services.database);
  app.decorate('auth', services.auth);
  app.decorate('sessionCache', services.sessionCache);
  app.decorate('cipher', services.cipher);
  app.decorate('spotify', services.spotify);
  app.decorate('limiter', services.limiter);
}
