import type { AccountProfile, AccountType } from '@album-club/contracts/accounts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  spotifyFor,
  type ListenerSession,
  type SessionServices,
} from '../../lib/listener-session.ts';
import { findSignInFacts } from './accounts.repository.ts';
import { mergeAnonymousUser } from './merge.service.ts';

type Method = Exclude<AccountType, 'anonymous'>;

/** Spec (roles): the account type shown for a permanent user, in this order of preference. */
const PREFERENCE: Method[] = ['spotify', 'google', 'phone', 'email'];

export async function signInMethods(
  services: SessionServices,
  session: ListenerSession,
): Promise<Method[]> {
  const facts = await findSignInFacts(services.db, session.user.id);
  const methods = new Set<Method>();
  if (facts.providers.includes('spotify')) methods.add('spotify');
  if (facts.providers.includes('google')) methods.add('google');
  if (facts.phoneNumberVerified) methods.add('phone');
  if (facts.providers.includes('credential') && facts.emailVerified && session.user.email)
    methods.add('email');
  return PREFERENCE.filter((method) => methods.has(method));
}

export async function accountProfile(
  services: SessionServices,
  session: ListenerSession,
): Promise<AccountProfile> {
  const methods = await signInMethods(services, session);
  const spotify = await spotifyFor(services, session.user.id);
  return {
    user: session.user,
    accountType: session.user.isAnonymous ? 'anonymous' : (methods[0] ?? 'email'),
    methods,
    spotify: { connected: spotify !== null, userId: spotify?.spotifyUserId ?? null },
  };
}

/** The caller's own Spotify connection, if `spotifyId` names it; 404 for anyone else's. */
async function ownSpotify(services: SessionServices, session: ListenerSession, spotifyId: string) {
  const spotify = await spotifyFor(services, session.user.id);
  if (!spotify || spotify.spotifyUserId !== spotifyId)
    throw notFound('No Spotify session for that id.');
  return spotify;
}

const secondsLeft = (expiresAt: number, now: number) =>
  Math.max(0, Math.floor((expiresAt - now) / 1000));

export async function spotifySessionStatus(
  services: SessionServices,
  session: ListenerSession,
  spotifyId: string,
) {
  const spotify = await ownSpotify(services, session, spotifyId);
  const tokens = await spotify.tokens.read();
  if (!tokens) throw notFound('No Spotify session for that id.');
  const now = Date.now();
  return {
    success: true as const,
    expired: tokens.expiresAt <= now,
    expires_in: secondsLeft(tokens.expiresAt, now),
  };
}

/** Renews the caller's Spotify tokens on the server; the answer says for how long, never what. */
export async function renewSpotifySession(
  services: SessionServices,
  session: ListenerSession,
  spotifyId?: string,
) {
  const spotify = spotifyId
    ? await ownSpotify(services, session, spotifyId)
    : await spotifyFor(services, session.user.id);
  if (!spotify || !services.spotify)
    throw new AppError('SPOTIFY_NOT_CONNECTED', 'Connect your Spotify account first.', 401);
  const tokens = await services.spotify.renew(spotify.tokens);
  return {
    success: true as const,
    data: {
      expires_in: secondsLeft(tokens.expiresAt, Date.now()),
      expires_at: new Date(tokens.expiresAt).toISOString(),
    },
  };
}

export async function ownSpotifyProfile(
  services: SessionServices,
  session: ListenerSession,
  spotifyId: string,
) {
  await ownSpotify(services, session, spotifyId);
  return {
    id: spotifyId,
    display_name: session.user.name,
    images: session.user.image ? [{ url: session.user.image }] : [],
  };
}

export async function confirmSpotifyLink(
  services: SessionServices,
  session: ListenerSession,
  spotifyUserId: string,
) {
  const spotify = await spotifyFor(services, session.user.id);
  if (spotify?.spotifyUserId !== spotifyUserId) {
    throw new AppError(
      'CONFLICT',
      'That Spotify account is not connected to you. Use Connect Spotify to link it.',
      409,
    );
  }
  return { success: true as const };
}

export async function confirmAccountType(
  services: SessionServices,
  session: ListenerSession,
  method: 'phone' | 'email',
) {
  const methods = await signInMethods(services, session);
  if (session.user.isAnonymous || !methods.includes(method)) {
    throw new AppError('CONFLICT', `This account has no verified ${method} sign-in yet.`, 409);
  }
  return { success: true as const, accountType: methods[0] ?? method };
}

/** Answers only about the caller's own address, so nobody learns which addresses have accounts. */
export async function findOwnAccountByEmail(
  services: SessionServices,
  session: ListenerSession,
  email: string,
) {
  if (!session.user.email || session.user.email.toLowerCase() !== email.trim().toLowerCase()) {
    return { found: false, canMerge: false };
  }
  const spotify = await spotifyFor(services, session.user.id);
  return { found: true, canMerge: false, account: { spotify_id: spotify?.spotifyUserId ?? null } };
}

export async function mergeProvenAccounts(
  services: SessionServices,
  anonymousUserId: string,
  userId: string,
) {
  const outcome = await mergeAnonymousUser(services.db, anonymousUserId, userId);
  services.sessionCache.forgetUser(anonymousUserId);
  return { success: true as const, merged: outcome === 'merged' };
}
