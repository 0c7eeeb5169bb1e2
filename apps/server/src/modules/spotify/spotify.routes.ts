import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { spotifyModeSchema } from '@album-club/contracts/spotify-mode';
import type { SpotifyRuntime } from '../../integrations/spotify/spotify-runtime.ts';
import { spotifyMode } from './spotify.service.ts';

/** Tells the web app whether Spotify is the demo emulator, so it can say so on screen. */
export function spotifyRoutes(runtime: SpotifyRuntime | undefined) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/api/spotify/mode', { schema: { response: { 200: spotifyModeSchema } } }, () =>
        spotifyMode(runtime),
      );
  };
}
