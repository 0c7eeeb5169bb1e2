import type { FastifyInstance, FastifyRequest } from 'fastify';
import { spotifyNotConnected } from '../integrations/spotify/spotify-errors.ts';
import type { SpotifyTokenStore } from '../integrations/spotify/spotify-tokens.ts';
import type { SpotifyUserApi } from '../integrations/spotify/spotify-user-api.ts';
import { findProviderAccount } from './provider-tokens.repository.ts';
import { DatabaseTokenStore } from './spotify-token-store.ts';
import { AppError, unauthorized } from './app-error.ts';
import { realEmail } from './auth-providers.ts';
import { isSessionLive, type LiveSessionRow } from './session-liveness.repository.ts';

import type { Listener, ListenerSession } from './listener.ts';

export type { Listener, ListenerSession };

/**
 * The app's services (plugins/app-services.ts) that sessions and Spotify handles are made of: a
 * route, or a background job it starts, passes its app.
 */
export type SessionServices = Pick<
  FastifyInstance,
  'auth' | 'sessionCache' | 'db' | 'database' | 'cipher' | 'spotify'
>;

declare module 'fastify' {
  interface FastifyRequest {
    listenerSession?: ListenerSession | null;
  }
}

export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * A cached session, unless it has ended. This process drops a session it ends at once; on
 * PostgreSQL another instance may have ended it (sign-out, password reset), so the row is
 * looked up by its key: far less than reading the session afresh.
 */
async function stillLive(
  database: FastifyInstance['database'],
  cached: ListenerSession,
): Promise<boolean> {
  if (database.kind !== 'postgres') return true;
  return isSessionLive(database.db, cached.session.id, new Date());
}

/** The caller's session, or null. Read once per request, and from the cache when it is fresh. */
export async function readSession(request: FastifyRequest): Promise<ListenerSession | null> {
  if (request.listenerSession !== undefined) return request.listenerSession;
  const cache = request.server.sessionCache;
  const cookies = request.headers.cookie;
  const cached = cookies ? cache.get(cookies) : undefined;
  if (cached && cookies) {
    if (await stillLive(request.server.database, cached)) return (request.listenerSession = cached);
    cache.forget(cookies);
  }
  const auth = await request.server.auth();
  const found = await auth.api.getSession({
    headers: requestHeaders(request),
    query: { disableRefresh: true },
  });
  if (!found) return (request.listenerSession = null);
  const session = listenerSessionOf(
    {
      ...found.user,
      userId: found.user.id,
      image: found.user.image ?? null,
      isAnonymous: Boolean((found.user as { isAnonymous?: boolean | null }).isAnonymous),
    },
    found.session.id,
    found.session.expiresAt,
  );
  if (cookies) cache.set(cookies, session);
  return (request.listenerSession = session);
}

function listenerSessionOf(
  user: Omit<LiveSessionRow, 'expiresAt'>,
  sessionId: string,
  expiresAt: string | Date,
): ListenerSession {
  return Object.freeze({
    user: Object.freeze({
      id: user.userId,
      name: user.name,
      email: realEmail(user.email),
      image: user.image,
      isAnonymous: user.isAnonymous,
    }),
    session: Object.freeze({ id: sessionId, expiresAt: new Date(expiresAt) }),
  });
}

/** A session a route is given before it is confirmed; see `requireSessionToConfirm`. */
export interface SessionToConfirm extends ListenerSession {
  /** The session the route's first query must read (`liveSessionSql`); null: confirmed. */
  confirmId: string | null;
}

/**
 * Like `requireSession`, for a route whose first query can confirm the session itself: on
 * PostgreSQL a session this instance kept comes back unconfirmed, and the route reads
 * `liveSessionSql(confirmId)` in that query and hands what it read to `sessionRead` before it
 * acts for the caller. The busiest call saves the lookup's round trip, and a listener who keeps
 * asking keeps their session fresh without better-auth reading it again.
 */
export async function requireSessionToConfirm(request: FastifyRequest): Promise<SessionToConfirm> {
  const { sessionCache: cache, database } = request.server;
  const cookies = request.headers.cookie;
  if (request.listenerSession === undefined && cookies && database.kind === 'postgres') {
    const cached = cache.get(cookies);
    if (cached) return { ...cached, confirmId: cached.session.id };
  }
  return { ...(await requireSession(request)), confirmId: null };
}

/**
 * What the route's query read of the session to confirm: kept again, as fresh as that read,
 * when it is live and still the same listener's (true); forgotten when not (false), and the
 * route then asks `sessionNotLive`.
 */
export function sessionRead(
  request: FastifyRequest,
  confirmed: SessionToConfirm,
  row: LiveSessionRow | null | undefined,
): boolean {
  const cookies = request.headers.cookie;
  if (!cookies || !confirmed.confirmId) return false;
  const cache = request.server.sessionCache;
  if (!row || row.userId !== confirmed.user.id) {
    cache.forget(cookies);
    return false;
  }
  const session = listenerSessionOf(row, confirmed.confirmId, row.expiresAt);
  cache.set(cookies, session);
  request.listenerSession = session;
  return true;
}

/** The kept session had ended: the caller's session read afresh, or 401 UNAUTHORIZED. */
export async function sessionNotLive(request: FastifyRequest): Promise<ListenerSession> {
  const cookies = request.headers.cookie;
  if (cookies) request.server.sessionCache.forget(cookies);
  return requireSession(request);
}

/** After a call that may change who the caller is (sign-in, sign-out, merges, account edits). */
export function forgetCallerSession(request: FastifyRequest): void {
  const cache = request.server.sessionCache;
  const cookies = request.headers.cookie;
  if (cookies) cache.forget(cookies);
  if (request.listenerSession) cache.forgetUser(request.listenerSession.user.id);
}

/** Anyone with a session, anonymous listeners included; 401 UNAUTHORIZED otherwise. */
export async function requireSession(request: FastifyRequest): Promise<ListenerSession> {
  const session = await readSession(request);
  if (!session) throw unauthorized();
  return session;
}

/** Spec (roles): actions reserved for signed-in users with a profile; 403 ACCOUNT_REQUIRED for anonymous ones. */
export async function requirePermanentUser(request: FastifyRequest): Promise<ListenerSession> {
  const session = await requireSession(request);
  if (session.user.isAnonymous)
    throw new AppError('ACCOUNT_REQUIRED', 'Create an account or sign in to do this.', 403);
  return session;
}

export interface ListenerSpotify {
  /** The Spotify user id. */
  spotifyUserId: string;
  tokens: SpotifyTokenStore;
  api: SpotifyUserApi;
}

/** The listener's Spotify, while its tokens work; SPOTIFY_NOT_CONNECTED (401) otherwise. */
export async function requireSpotify(
  request: FastifyRequest,
): Promise<ListenerSession & { spotify: ListenerSpotify }> {
  const session = await requireSession(request);
  const spotify = await spotifyFor(request.server, session.user.id);
  if (!spotify) throw spotifyNotConnected();
  return { ...session, spotify };
}

export async function spotifyFor(
  services: Pick<SessionServices, 'db' | 'database' | 'cipher' | 'spotify'>,
  userId: string,
): Promise<ListenerSpotify | null> {
  if (!services.spotify) return null;
  const account = await findProviderAccount(services.db, userId, 'spotify');
  // Tokens Spotify stopped renewing were forgotten: connected again only by signing in with it.
  if (!account?.accessToken) return null;
  const tokens = new DatabaseTokenStore(services.database, services.cipher, account.id);
  return { spotifyUserId: account.accountId, tokens, api: services.spotify.forAccount(tokens) };
}
