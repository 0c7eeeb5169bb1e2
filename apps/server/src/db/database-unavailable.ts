import { AppError } from '../lib/app-error.ts';
import type { DatabaseHandle } from './database.ts';

/** Socket failures: the server is down, restarting, or out of reach. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not yet back: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up or in recovery), too_many_connections, and query_canceled,
 * which is how the pool's statement_timeout ends a statement the server did not answer in time.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** What node-postgres and pg-pool say when a connection breaks or cannot be had in time. */
const CLIENT_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /not queryable/i,
  /connection is not open/i,
  /server closed the connection unexpectedly/i,
];

const MAX_CAUSES = 8;

function matches(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SERVER_CODES.has(code)) return true;
    // Class 08: connection exceptions.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && CLIENT_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when an error (or one it wraps: Drizzle wraps the driver's error as its cause) says the
 * database cannot be reached, as opposed to a query the database refused.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current && typeof current === 'object'; depth++) {
    if (current instanceof AppError) return current.code === 'DATABASE_UNAVAILABLE';
    if (matches(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a caller is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = (cause?: unknown) =>
  new AppError(
    'DATABASE_UNAVAILABLE',
    'The database is not answering right now. Please try again in a moment.',
    503,
    { cause, headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } },
  );

const PROBE_TIMEOUT_MS = 1_000;

/**
 * True when the database does not answer a trivial query right now. For failures that arrive
 * without their cause (better-auth answers "Failed to get session" and keeps the driver's error
 * to itself): when the database is down, the outage is what the caller should hear about.
 */
export async function databaseIsDown(database: DatabaseHandle | undefined): Promise<boolean> {
  if (!database) return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), PROBE_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([database.ping(), late])) === 'late';
  } catch (error) {
    return isDatabaseUnavailable(error);
  } finally {
    clearTimeout(timer);
  }
}
