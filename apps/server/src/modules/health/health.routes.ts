import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database.ts';
import { databaseUnavailable } from '../../db/database-unavailable.ts';

const READY_TIMEOUT_MS = 2000;

/** Liveness says the process answers; readiness says it can serve, so the database answers too. */
export function healthRoutes(database: DatabaseHandle) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', { logLevel: 'warn' }, () => ({ status: 'ok' }));

    app.get('/readyz', { logLevel: 'warn' }, async () => {
      try {
        await withTimeout(database.ping(), READY_TIMEOUT_MS);
      } catch (cause) {
        throw databaseUnavailable(cause);
      }
      return { status: 'ready', database: database.kind };
    });
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
