import pg from 'pg';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/**
 * Bounds that make a request meet a database outage as a 503 within 5 s instead of hanging:
 * a connection (or a free place in the pool) within 2 s, and every statement answered within
 * 4 s, cancelled by the server (statement_timeout) or, when the server is out of reach, given up
 * by the client half a second later. No statement of the product's runs near that long; the
 * migrations, which may, run on a connection of their own without these bounds.
 */
export const POOL_BOUNDS = {
  connectionTimeoutMillis: 2_000,
  statement_timeout: 4_000,
  query_timeout: 4_500,
} as const;

/**
 * A connection the server closes (a restart, an admin's pg_terminate_backend) or that breaks
 * emits 'error' on its client, and on the pool when it sat idle; with no listener Node ends the
 * process. The pool drops such a client and the next query opens a new connection; a query that
 * was running on it fails, and its request answers DATABASE_UNAVAILABLE. So both are only noted.
 */
export const ignoreLostConnection = () => undefined;

type Connected = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * Hands a checked-out connection back to the pool, as broken, the moment one of its statements
 * fails because the database is gone. Drizzle sends BEGIN on a checked-out connection before its
 * try/finally, so a BEGIN that meets a dead connection would otherwise keep it out of the pool
 * for good: a few outages, and every connection is lost and the pool waits forever (closing
 * included). Releasing twice is harmless here; the caller's own release afterwards does nothing.
 */
function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const query = client.query;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    delete (client as { query?: unknown }).query;
    client.release = release;
    release(error);
  };
  client.release = releaseOnce;
  client.query = ((...args: unknown[]) => {
    const result: unknown = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) releaseOnce(error instanceof Error ? error : true);
      throw error;
    });
  }) as typeof client.query;
  return client;
}

/** The pool every request uses on PostgreSQL: bounded waits, and no outage ends the process. */
export class OutageSafePool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super({ ...POOL_BOUNDS, ...config });
    this.on('error', ignoreLostConnection);
    this.on('connect', (client) => client.on('error', ignoreLostConnection));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Connected): void;
  override connect(callback?: Connected): Promise<pg.PoolClient> | void {
    // pool.query checks out with a callback and releases on failure itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenBroken);
  }
}
