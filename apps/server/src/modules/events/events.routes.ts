import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logEventRequestSchema, logEventResponseSchema } from '@album-club/contracts/events';
import { requireSession } from '../../lib/listener-session.ts';
import type { RateLimiter, RateRule } from '../../lib/rate-limit/rate-limiter.ts';
import { logEvents } from './events.service.ts';

/** A batch every 30 s is normal; this leaves room for page changes that flush early. */
const LOG_EVENT_RULE: RateRule = { name: 'log-event', max: 60, windowSeconds: 60 };

/** What the listener did, as the web app reports it (spec: Event log). */
export function eventRoutes(limiter: RateLimiter) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const db = base.sessions.database.db;
    app.post(
      '/spotify/log-event',
      {
        bodyLimit: 64 * 1024,
        schema: { body: logEventRequestSchema, response: { 200: logEventResponseSchema } },
      },
      async (request) => {
        const { user } = await requireSession(request);
        await limiter.consume(LOG_EVENT_RULE, user.id);
        return logEvents(db, user.id, request.body);
      },
    );
  };
}
