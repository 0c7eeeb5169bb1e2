import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  enhancedRecommendationRequestSchema,
  enhancedRecommendationResponseSchema,
  shortExplanationRequestSchema,
  shortExplanationResponseSchema,
} from '@album-club/contracts/recommendations';
import type { Engine } from '@album-club/recommender/engine/create-engine';
import {
  requireSession,
  requireSessionToConfirm,
  sessionNotLive,
  sessionRead,
  spotifyFor,
  type ListenerSession,
} from '../../lib/listener-session.ts';
import { perKeyLimit } from '../../lib/per-key-limit.ts';
import { communityGivesCache } from './community-gives.ts';
import { momentFromRequest } from './moment-request.ts';
import { keepListenerRecords } from '../../lib/listener-records-cache.ts';
import { listenerRecordsReader } from './listener-records-reader.ts';
import { recommendationWriter } from './recommendation-writer.ts';
import { resolvedAlbumsCache } from './resolved-albums.ts';
import {
  recommendAlbum,
  recommendationsBusy,
  recordsWeight,
  SessionNotLive,
  type SessionConfirmation,
} from './recommendations.service.ts';
import { shortExplanation } from './short-explanation.service.ts';

const RATE_WINDOW_SECONDS = 60;
/** Requests one listener may have in flight on one instance; a person asks one at a time. */
const IN_FLIGHT_PER_LISTENER = 2;

export interface RecommendationRouteOptions {
  engine: () => Engine;
  perMinute: number;
}

/** One album for the listener's moment, and the short line for its cover. */
export function recommendationRoutes(options: RecommendationRouteOptions) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const db = base.db;
    const inFlight = perKeyLimit(IN_FLIGHT_PER_LISTENER, () => recommendationsBusy(1));
    // One process owns an embedded database, so it sees every write and may keep records.
    if (base.database.kind === 'pglite') keepListenerRecords(db, recordsWeight);
    const services = {
      db,
      // Counted from the listener's stored recommendations, read with their records: no extra
      // round trip, and it holds across instances. The in-flight cap stops a burst from slipping
      // through before those rows exist.
      limit: { max: options.perMinute, windowSeconds: RATE_WINDOW_SECONDS },
      engine: options.engine,
      readRecords: listenerRecordsReader(db, RATE_WINDOW_SECONDS),
      communityGives: communityGivesCache(db),
      resolveAlbum: resolvedAlbumsCache(),
      storeRecommendation: recommendationWriter(db),
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
        const recommend = async ({ user }: ListenerSession, confirm?: SessionConfirmation) =>
          inFlight(user.id, async () => {
            // Anonymous listeners have no Spotify account; asking would cost a query for nothing.
            const spotify = user.isAnonymous ? null : await spotifyFor(base, user.id);
            return recommendAlbum(
              { ...services, log: request.log },
              user.id,
              momentFromRequest(request.body),
              spotify ? (title, artist) => spotify.api.searchAlbum(title, artist) : undefined,
              confirm,
            );
          });
        const caller = await requireSessionToConfirm(request);
        const sessionId = caller.confirmId;
        try {
          return await recommend(
            caller,
            sessionId ? { sessionId, read: (row) => sessionRead(request, caller, row) } : undefined,
          );
        } catch (error) {
          if (!(error instanceof SessionNotLive)) throw error;
          return recommend(await sessionNotLive(request));
        }
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
        return shortExplanation(db, user.id, request.body.album, request.body.context);
      },
    );
  };
}
