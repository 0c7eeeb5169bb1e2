import { ConfigError } from './config-error.ts';
import type { Environment } from './config-schema.ts';
import { secret, type Secret } from './secret.ts';

/** How the server reaches Spotify: the real service, the in-process emulator, or not at all. */
export type SpotifyConfig =
  | {
      kind: 'spotify';
      clientId: string;
      clientSecret: Secret | undefined;
      accountsBaseUrl: string;
      apiBaseUrl: string;
    }
  | { kind: 'emulator'; port: number; mode: 'development' | 'extended' }
  | { kind: 'off' };

/**
 * With SPOTIFY_CLIENT_ID the server talks to Spotify (or to whatever SPOTIFY_ACCOUNTS_URL and
 * SPOTIFY_API_URL name). Without it the emulator starts in-process, except in production, where
 * it runs only when SPOTIFY_EMULATOR=on asks for it.
 */
export function resolveSpotifyConfig(e: Environment): SpotifyConfig {
  const problem = (message: string) => new ConfigError(`Invalid configuration. ${message}`);
  if (e.SPOTIFY_CLIENT_SECRET && !e.SPOTIFY_CLIENT_ID) {
    throw problem('SPOTIFY_CLIENT_SECRET: set SPOTIFY_CLIENT_ID as well');
  }
  if (e.SPOTIFY_CLIENT_ID) {
    if (e.SPOTIFY_EMULATOR === 'on') {
      throw problem('SPOTIFY_EMULATOR: "on" cannot be combined with SPOTIFY_CLIENT_ID');
    }
    return {
      kind: 'spotify',
      clientId: e.SPOTIFY_CLIENT_ID,
      clientSecret: secret(e.SPOTIFY_CLIENT_SECRET),
      accountsBaseUrl: (e.SPOTIFY_ACCOUNTS_URL ?? 'https://accounts.spotify.com').replace(
        /\/+$/,
        '',
      ),
      apiBaseUrl: (e.SPOTIFY_API_URL ?? 'https://api.spotify.com/v1').replace(/\/+$/, ''),
    };
  }
  for (const name of ['SPOTIFY_ACCOUNTS_URL', 'SPOTIFY_API_URL'] as const) {
    if (e[name]) throw problem(`${name}: only used together with SPOTIFY_CLIENT_ID`);
  }
  const wanted =
    e.SPOTIFY_EMULATOR === 'on' || (e.SPOTIFY_EMULATOR === 'auto' && e.NODE_ENV !== 'production');
  return wanted
    ? { kind: 'emulator', port: e.SPOTIFY_EMULATOR_PORT, mode: e.SPOTIFY_EMULATOR_MODE }
    : { kind: 'off' };
}
