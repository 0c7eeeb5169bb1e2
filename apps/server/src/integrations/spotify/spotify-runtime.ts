import { loadBuiltInCatalog } from '@album-club/recommender/catalog/load-catalog';
import { DEMO_CLIENT } from '@album-club/spotify-emulator/accounts/client-registry';
import { startSpotifyEmulator } from '@album-club/spotify-emulator/start-emulator';
import type { SpotifyConfig } from '../../config/spotify-config.ts';
import type { SpotifySettings } from './spotify-settings.ts';

/** Spotify as this process reaches it. */
export interface SpotifyRuntime {
  /** Absent when Spotify is off (production without credentials). */
  settings: SpotifySettings | undefined;
  /** True when the Spotify behind `settings` is the emulator started here: demo listeners only. */
  demo: boolean;
  /** Where album covers come from, for the Content-Security-Policy. */
  imageOrigins: string[];
  /** Prepares the emulator's catalog and demo listeners ahead of the first sign-in. */
  warm(): void;
  close(): Promise<void>;
}

/** Paths a sign-in flow may return to; the emulator accepts them exactly, as Spotify does. */
export const CALLBACK_PATHS = ['/callback', '/api/auth/callback/spotify'];

/** Spotify refuses `localhost` redirect URIs (2025): the loopback IP is what gets registered. */
export function demoRedirectUris(publicUrl: string): string[] {
  const origins = new Set([publicUrl, publicUrl.replace('//localhost', '//127.0.0.1')]);
  return [...origins]
    .filter((origin) => {
      const url = new URL(origin);
      return url.protocol === 'https:' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
    })
    .flatMap((origin) => CALLBACK_PATHS.map((path) => `${origin}${path}`));
}

/** Settings that reach the emulator listening at `emulatorUrl` as its demo client. */
export function demoEmulatorSettings(emulatorUrl: string): SpotifySettings {
  return {
    clientId: DEMO_CLIENT.clientId,
    clientSecret: DEMO_CLIENT.clientSecret,
    accountsBaseUrl: emulatorUrl,
    apiBaseUrl: `${emulatorUrl}/v1`,
  };
}

/** Connects to Spotify, or starts the emulator in-process (never with its admin API). */
export async function startSpotifyRuntime(
  config: SpotifyConfig,
  publicUrl: string,
): Promise<SpotifyRuntime> {
  if (config.kind === 'off')
    return {
      settings: undefined,
      demo: false,
      imageOrigins: [],
      warm: () => {},
      close: async () => {},
    };
  if (config.kind === 'spotify') {
    const { clientId, clientSecret, accountsBaseUrl, apiBaseUrl } = config;
    return {
      settings: { clientId, clientSecret: clientSecret?.reveal(), accountsBaseUrl, apiBaseUrl },
      demo: false,
      imageOrigins: [],
      warm: () => {},
      close: async () => {},
    };
  }
  const emulator = await startSpotifyEmulator({
    port: config.port,
    mode: config.mode,
    catalog: loadBuiltInCatalog,
    admin: false,
    clients: [{ ...DEMO_CLIENT, redirectUris: demoRedirectUris(publicUrl) }],
  });
  return {
    settings: demoEmulatorSettings(emulator.url),
    demo: true,
    // Covers are served by the emulator itself, so the browser loads them from its origin.
    imageOrigins: [emulator.url],
    warm: () => emulator.warm(),
    close: () => emulator.close(),
  };
}
