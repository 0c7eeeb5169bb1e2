import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  albumInteractionRequestSchema,
  albumInteractionResponseSchema,
} from '@album-club/contracts/albums';
import type { Engine } from '@album-club/recommender/engine/create-engine';
import { requireSession } from '../../lib/listener-session.ts';
import type { RateLimiter, RateRule } from '../../lib/rate-limit/rate-limiter.ts';
import { saveAlbumInteraction } from './albums.service.ts';

/**
 * The listener's album records. Anonymous listeners may rate, tag and annotate too: their records
 * live under their anonymous account and move with it when they sign up.
 */
/** Far above what a person taps in a minute; each interaction is also kept in the event log. */
export const ALBUM_INTERACTIONS: RateRule = {
  name: 'album-interaction',
  max: 120,
  windowSeconds: 60,
};

export function albumRoutes(options: { engine: () => Engine; limiter: RateLimiter }) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const db = base.sessions.database.db;
    const catalogAlbum = (id: string) => options.engine().album(id);

    app.post(
      '/spotify/album-interaction',
      {
        schema: {
          body: albumInteractionRequestSchema,
          response: { 200: albumInteractionResponseSchema },
        },
      },
      async (request) => {
        const { user } = await requireSession(request);
        await options.limiter.consume(ALBUM_INTERACTIONS, user.id);
        return saveAlbumInteraction(db, user.id, request.body, { catalogAlbum });
      },
    );
  };
}
