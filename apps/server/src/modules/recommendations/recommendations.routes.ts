import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  enhancedRecommendationRequestSchema,
  enhancedRecommendationResponseSchema,
  shortExplanationRequestSchema,
  shortExplanationResponseSchema,
} from '@album-club/contracts/recommendations';
import type { Engine } from '@album-club/recommender/engine/create-engine';
import { AppError } from '../../lib/app-error.ts';
import { requireSession, spotifyFor } from '../../lib/listener-session.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { communityGivesCache } from './community-gives.ts';
import { momentFromRequest } from './moment-request.ts';
import { resolvedAlbumsCache } from './resolved-albums.ts';
import { recommendAlbum } from './recommendations.service.ts';
import { shortExplanation } from './short-explanation.service.ts';

/** Spec (error catalogue): what a listener asking too often is told. */
export const RECOMMENDATIONS_BUSY =
  "We're getting a lot of requests right now. Please wait a moment and try again.";

export interface RecommendationRouteOptions {
  engine: () => Engine;
  limiter: RateLimiter;
  perMinute: number;
}

/** One album for the listener's moment, and the short line for its cover. */
export function recommendationRoutes(options: RecommendationRouteOptions) {
  const rule = { name: 'recommendation', max: options.perMinute, windowSeconds: 60 };
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const db = base.sessions.database.db;
    const services = {
      db,
      engine: options.engine,
      communityGives: communityGivesCache(db),
      resolveAlbum: resolvedAlbumsCache(),
      log: base.log,
    };

    app.post(
      '/spotify/enhanced-recommendation',
      {
        schema: {
          body: enhancedRecommendationRequestSchema,
          response: { 200: enhancedRecommendationResponseSchema },
        },
      },
      async (request) => {
        const { user } = await requireSession(request);
        await options.limiter.consume(rule, user.id).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'RATE_LIMITED')
            throw new AppError('RATE_LIMITED', RECOMMENDATIONS_BUSY, 429, {
              headers: error.headers,
            });
          throw error;
        });
        // Anonymous listeners have no Spotify account; asking would cost a query for nothing.
        const spotify = user.isAnonymous ? null : await spotifyFor(base.sessions, user.id);
        return recommendAlbum(
          { ...services, log: request.log },
          user.id,
          momentFromRequest(request.body),
          spotify ? (title, artist) => spotify.api.searchAlbum(title, artist) : undefined,
        );
      },
    );

    app.post(
      '/spotify/short-explanation',
      {
        schema: {
          body: shortExplanationRequestSchema,
          response: { 200: shortExplanationResponseSchema },
        },
      },
      async (request) => {
        const { user } = await requireSession(request);
        return shortExplanation(db, user.id, request.body.album);
      },
    );
  };
}
