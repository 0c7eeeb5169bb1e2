import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  albumInteractionRequestSchema,
  albumInteractionResponseSchema,
} from '@album-club/contracts/albums';
import type { Engine } from '@album-club/recommender/engine/create-engine';
import { requireSession } from '../../lib/listener-session.ts';
import { saveAlbumInteraction } from './albums.service.ts';

/**
 * The listener's album records. Anonymous listeners may rate, tag and annotate too: their records
 * live under their anonymous account and move with it when they sign up.
 */
export function albumRoutes(options: { engine: () => Engine }) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const db = base.db;
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
        await base.limiter.consume('album-interaction', user.id);
        return saveAlbumInteraction(db, user.id, request.body, { catalogAlbum });
      },
    );
  };
}
