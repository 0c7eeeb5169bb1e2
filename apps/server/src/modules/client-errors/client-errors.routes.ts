import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientErrorAckSchema, clientErrorReportSchema } from '@album-club/contracts/client-errors';

/** Reports are small; a larger body is refused before it is parsed. */
const REPORT_BODY_LIMIT = 16 * 1024;

export async function clientErrorRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/client-errors',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: { body: clientErrorReportSchema, response: { 202: clientErrorAckSchema } },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body }, 'the web app reported an error');
      return reply.status(202).send({ received: true });
    },
  );
}
