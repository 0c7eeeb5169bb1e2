import type { ErrorBody } from '@album-club/contracts/errors';
import { noteWrite } from './listener-data.ts';
import { offlineWrites } from './offline-writes.ts';
import { toast } from './toast-store.ts';

/** Spec: every product API call times out after 60 s. */
export const API_TIMEOUT_MS = 60_000;
/** No write waits silently longer than this: the listener is told it is still on its way. */
export const SLOW_WRITE_MS = 4000;
export const SLOW_WRITE_MESSAGE = 'Still saving… your connection is slow. We’ll keep trying.';
export const OFFLINE_WRITE_MESSAGE =
  'You’re offline, so this wasn’t saved. Try again once you’re back online.';

export const OFFLINE_QUEUED_MESSAGE =
  'You’re offline: your change is kept on this device and sent when you’re back online.';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** An error answer from the server, or a network failure (code NETWORK_ERROR). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly requestId?: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Not a save the listener waits on (telemetry, a sync, a question whose screen shows its own
   * waiting): no notice when it is slow or offline.
   */
  background?: boolean;
  /**
   * Made offline, the write is kept in this browser and sent when the network returns (the call
   * then answers undefined). For writes that only set the listener's own records.
   */
  queueOffline?: boolean;
  /** One per intent of the listener (see intent-key.ts): a repeat creates nothing more. */
  idempotencyKey?: string;
}

/** Told the error code of each 401: `UNAUTHORIZED` (no session) or a Spotify one. */
type UnauthorizedHandler = (code: string) => void;
const unauthorizedHandlers = new Set<UnauthorizedHandler>();

/**
 * Called whenever the server answers 401 to a product call: the session ended on the server
 * (signed out in another tab, expired, revoked), or Spotify's access did; whoever holds that
 * state rechecks it.
 */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandlers.add(handler);
  return () => unauthorizedHandlers.delete(handler);
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const write = (options.method ?? 'GET') !== 'GET' && !options.background;
  let slowNotice: number | null = null;
  const slowTimer = write
    ? setTimeout(() => {
        slowNotice = toast.info(SLOW_WRITE_MESSAGE, API_TIMEOUT_MS);
      }, SLOW_WRITE_MS)
    : null;
  try {
    return await send<T>(path, options, signal, timeout);
  } catch (error) {
    const offline = error instanceof ApiError && error.code === 'NETWORK_ERROR' && isOffline();
    if (offline && options.queueOffline && options.method === 'POST') {
      offlineWrites.add(path, options.body);
      toast.info(OFFLINE_QUEUED_MESSAGE);
      return undefined as T;
    }
    // Every screen says what failed in its own words; this says why, once.
    if (write && offline) toast.error(OFFLINE_WRITE_MESSAGE);
    throw error;
  } finally {
    if (slowTimer !== null) clearTimeout(slowTimer);
    if (slowNotice !== null) toast.dismiss(slowNotice);
  }
}

async function send<T>(
  path: string,
  options: RequestOptions,
  signal: AbortSignal,
  timeout: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch {
    const timedOut = timeout.aborted;
    throw new ApiError(
      timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
      timedOut ? 'The server took too long to answer.' : 'Could not reach Album Club.',
      0,
    );
  }
  if (response.ok) noteWrite(options.method ?? 'GET', path);
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // The sign-in service's own 401s (wrong password, no session yet) are answers, not endings.
    if (response.status === 401 && !path.startsWith('/api/auth/')) {
      const code = isErrorBody(payload) ? payload.code : 'UNAUTHORIZED';
      for (const handler of unauthorizedHandlers) handler(code);
    }
    if (isErrorBody(payload)) {
      const { code, message, requestId, field } = payload;
      throw new ApiError(code, message, response.status, requestId, field);
    }
    throw new ApiError('HTTP_ERROR', `${response.status} ${response.statusText}`, response.status);
  }
  return payload as T;
}

// A hand-written guard keeps the schema library out of the first page's bundle.
function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.code === 'string' && typeof body.message === 'string';
}
