import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientErrorAckSchema, clientErrorReportSchema } from '@album-club/contracts/client-errors';
import { clientNetwork } from '../../lib/rate-limit/client-network.ts';

/** Reports are small; a larger body is refused before it is parsed. */
const REPORT_BODY_LIMIT = 16 * 1024;

/**
 * The page's route as it may be logged: a friend link's token opens an album and its rating, so
 * it never reaches the log (the database keeps only its hash), nor does a token in a query.
 */
export function loggableRoute(route: string): string {
  return route
    .replace(/(\/from-a-friend\/)[^/?#&]+/g, '$1[link]')
    .replace(/((?:access_token|refresh_token|code|token|state)=)[^&#]*/gi, '$1[hidden]');
}

export async function clientErrorRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/client-errors',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: { body: clientErrorReportSchema, response: { 202: clientErrorAckSchema } },
    },
    async (request, reply) => {
      await app.limiter.consume('client-error', clientNetwork(request.ip));
      const { route, ...report } = request.body;
      const clientError = route === undefined ? report : { ...report, route: loggableRoute(route) };
      request.log.warn({ clientError }, 'the web app reported an error');
      return reply.status(202).send({ received: true });
    },
  );
}
