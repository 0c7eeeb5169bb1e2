import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config.ts';

/**
 * An error as careless code would make it: the secrets in its message, and the config and
 * sign-in (whose options hold the revealed secret) among the objects it refers to.
 */
async function carelessError(app: FastifyInstance, config: AppConfig): Promise<Error> {
  const auth = await app.auth();
  const error = new Error(
    `forced fault: secret ${config.secrets.authSecret.reveal()}, key ${config.secrets.tokenEncryptionKey.reveal()}, database ${config.databaseUrl?.reveal() ?? 'embedded'}`,
  );
  return Object.assign(error, {
    config,
    auth,
    secret: config.secrets.authSecret.reveal(),
    url: `/api/auth/reset-password/forced-fault-token?token=forced-fault-token`,
  });
}

/**
 * NODE_ENV=test with TEST_FAULTS=on only (the config refuses it otherwise): a failing route, a
 * careless log call, an uncaught exception and an unhandled rejection, each carrying secrets.
 */
export function testFaultRoutes(config: AppConfig) {
  return (app: FastifyInstance) => {
    app.get('/__test/fail', async (request) => {
      const error = await carelessError(app, config);
      request.log.warn({ detail: { ...error, config: undefined, auth: undefined } }, error.message);
      throw error;
    });
    app.get('/__test/crash', async (_request, reply) => {
      const error = await carelessError(app, config);
      setImmediate(() => {
        throw error;
      });
      return reply.status(202).send({ crashing: 'uncaught exception' });
    });
    app.get('/__test/reject', async (_request, reply) => {
      const error = await carelessError(app, config);
      setImmediate(() => void Promise.reject(error));
      return reply.status(202).send({ crashing: 'unhandled rejection' });
    });
  };
}
