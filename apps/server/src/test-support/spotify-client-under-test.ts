import {
  startValidatedEmulator,
  type ValidatedEmulator,
} from '@album-club/spotify-emulator/test-support/validated-emulator';
import type { SpotifyEmulatorOptions } from '@album-club/spotify-emulator/start-emulator';
import { MemoryTokenStore } from '../integrations/spotify/memory-token-store.ts';
import { createSpotifyClient, type SpotifyClient } from '../integrations/spotify/spotify-client.ts';
import { demoEmulatorSettings } from '../integrations/spotify/spotify-runtime.ts';
import type { SpotifyLimits } from '../integrations/spotify/spotify-settings.ts';

export interface ClientUnderTest {
  emulator: ValidatedEmulator;
  client: SpotifyClient;
  /** Every wait the client asked for, in ms; the waits themselves are skipped. */
  waits: number[];
  logs: string[];
  /** A signed-in listener: tokens issued by the emulator, kept in memory. */
  storeFor(user: string, key?: string): MemoryTokenStore;
  tokenRequests(): number;
}

/** The real client against a real (emulated) Spotify over HTTP, with every answer OpenAPI-checked. */
export async function startClientUnderTest(
  options: Partial<SpotifyEmulatorOptions> = {},
  limits: Partial<SpotifyLimits> = {},
): Promise<ClientUnderTest> {
  const emulator = await startValidatedEmulator(options);
  const waits: number[] = [];
  const logs: string[] = [];
  const client = createSpotifyClient({
    settings: demoEmulatorSettings(emulator.url),
    limits,
    sleep: async (ms) => {
      waits.push(ms);
    },
    logger: { warn: (details, message) => logs.push(`${message} ${JSON.stringify(details)}`) },
  });
  return {
    emulator,
    client,
    waits,
    logs,
    storeFor(user, key = user) {
      const issued = emulator.admin.issueTokens(user);
      return new MemoryTokenStore(key, {
        accessToken: issued.access_token,
        refreshToken: issued.refresh_token,
        expiresAt: Date.now() + issued.expires_in * 1000,
        scope: issued.scope,
      });
    },
    tokenRequests: () => emulator.admin.requests({ path: '/api/token' }).length,
  };
}
