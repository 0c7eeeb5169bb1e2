import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userStatsQuerySchema, userStatsSchema } from '@album-club/contracts/stats';
import { forbidden } from '../../lib/app-error.ts';
import { requireSession } from '../../lib/listener-session.ts';
import { userStats } from './stats.service.ts';

/** The listener's own stats (spec: get user stats). */
export function statsRoutes(options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return async (base: FastifyInstance) => {
    const db = base.db;
    base
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/spotify/user-stats',
        { schema: { querystring: userStatsQuerySchema, response: { 200: userStatsSchema } } },
        async (request) => {
          const { user } = await requireSession(request);
          if (request.query.userId !== undefined && request.query.userId !== user.id)
            throw forbidden('You can only read your own stats.');
          return userStats(db, user.id, request.query.timeZone, now());
        },
      );
  };
}
