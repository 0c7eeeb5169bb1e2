import type { GenericOAuthConfig, GenericOAuthUserInfo } from 'better-auth/plugins/generic-oauth';
import type { SpotifySettings } from '../integrations/spotify/spotify-settings.ts';
import { SPOTIFY_LIMITS } from '../integrations/spotify/spotify-settings.ts';
import type { SpotifyProfile } from '../integrations/spotify/spotify-types.ts';

/**
 * Spec (calls, provider authorize redirect): the scopes the product asks Spotify for, plus
 * user-library-modify, without which Spotify refuses the spec's save/unsave to the library.
 */
export const SPOTIFY_SCOPES = [
  'user-read-private',
  'user-read-email',
  'user-library-read',
  'user-library-modify',
  'user-top-read',
  'user-read-recently-played',
];

/** A placeholder address that is never delivered (`.invalid`) and can never be a real one. */
export const placeholderEmail = (kind: 'spotify' | 'phone', id: string) =>
  `${kind}-${id.toLowerCase().replace(/[^a-z0-9._-]/g, '')}@users.invalid`;

/**
 * Whether an address lies in the reserved `.invalid` namespace (RFC 2606), where the product keeps
 * its placeholders: the one place they are recognised. Nobody may sign up, sign in, confirm or
 * reset with such an address, so no one can take the placeholder of someone else's Spotify id or
 * phone number and block their sign-in.
 */
export const isPlaceholderAddress = (email: string) => /\.invalid\.?$/i.test(email.trim());

/** The address if it can receive mail; null for a placeholder. */
export const realEmail = (email: string | null | undefined) =>
  email && !isPlaceholderAddress(email) ? email : null;

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
}

async function spotifyProfile(
  apiBaseUrl: string,
  accessToken: string,
): Promise<SpotifyProfile | null> {
  const response = await fetch(`${apiBaseUrl.replace(/\/$/, '')}/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(SPOTIFY_LIMITS.profileTimeoutMs),
  });
  return response.ok ? ((await response.json()) as SpotifyProfile) : null;
}

/**
 * Spotify through the authorization code flow with PKCE (the implicit grant is gone). The
 * account is keyed by the Spotify user id. Spotify's e-mail is never used to identify or link an
 * account (development-mode apps get none, and it is not verified for us), so every Spotify
 * listener gets a placeholder address of their own.
 */
export function spotifyProvider(settings: SpotifySettings): GenericOAuthConfig {
  const accounts = settings.accountsBaseUrl.replace(/\/$/, '');
  return {
    providerId: 'spotify',
    name: 'Spotify',
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    authentication: settings.clientSecret ? 'basic' : 'post',
    authorizationUrl: `${accounts}/authorize`,
    tokenUrl: `${accounts}/api/token`,
    scopes: SPOTIFY_SCOPES,
    pkce: true,
    authorizationUrlParams: { show_dialog: 'true' },
    accessTokenExpiresIn: 3600,
    disableProviderLogout: true,
    accountSubject: ({ profile }) => String(profile.id ?? ''),
    async getUserInfo(tokens) {
      if (!tokens.accessToken) return null;
      const profile = await spotifyProfile(settings.apiBaseUrl, tokens.accessToken);
      if (!profile) return null;
      const info: GenericOAuthUserInfo = { ...profile, email: undefined, emailVerified: false };
      return info;
    },
    mapProfileToUser(profile) {
      const spotify = profile as unknown as SpotifyProfile;
      return {
        name: spotify.display_name || spotify.id,
        email: placeholderEmail('spotify', spotify.id),
        emailVerified: false,
        image: spotify.images?.[0]?.url,
      };
    },
  };
}

/**
 * Google by OpenID Connect discovery: the ID token's signature and nonce are checked against the
 * provider's published keys, and the verified e-mail identifies the listener.
 */
export function googleProvider(settings: GoogleSettings): GenericOAuthConfig {
  return {
    providerId: 'google',
    name: 'Google',
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    discoveryUrl: settings.discoveryUrl,
    requireIdTokenVerification: true,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    prompt: 'select_account',
    disableProviderLogout: true,
  };
}
