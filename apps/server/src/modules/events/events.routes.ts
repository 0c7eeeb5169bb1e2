import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logEventRequestSchema, logEventResponseSchema } from '@album-club/contracts/events';
import { requireSession } from '../../lib/listener-session.ts';
import { logEvents } from './events.service.ts';

/** What the listener did, as the web app reports it (spec: Event log). */
export async function eventRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/spotify/log-event',
    {
      bodyLimit: 64 * 1024,
      schema: { body: logEventRequestSchema, response: { 200: logEventResponseSchema } },
    },
    async (request) => {
      const { user } = await requireSession(request);
      await base.limiter.consume('log-event', user.id);
      return logEvents(base.db, user.id, request.body);
    },
  );
}
