import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EmulatorState } from './emulator-state.ts';
import { targetOf } from './faults/fault-injector.ts';
import { ApiError, OAuthError } from './http/api-error.ts';
import type { Exchange, ObservedExchange } from './http/exchange.ts';
import { BodyTooLargeError } from './http/read-body.ts';
import { sendApiError, sendEmpty, sendJson, sendOAuthError, sendText } from './http/respond.ts';
import type { Router } from './http/router.ts';
import { bearerToken } from './api/guard.ts';

export interface RequestPipeline {
  state: EmulatorState;
  router: Router;
  adminRouter?: Router;
  onExchange?: (exchange: ObservedExchange) => void;
}

function fail(
  exchange: Exchange,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  if (targetOf(exchange.url.pathname) === 'accounts') {
    sendJson(
      exchange,
      status,
      { error: status === 429 ? 'rate_limited' : 'server_error', error_description: message },
      headers,
    );
  } else {
    sendApiError(exchange, status, message, headers);
  }
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  403: 'Forbidden',
  404: 'Service not found',
  500: 'Server error.',
  502: 'Bad gateway.',
  503: 'Service unavailable',
};

async function route(pipeline: RequestPipeline, exchange: Exchange): Promise<void> {
  const { state, router, adminRouter } = pipeline;
  const { pathname } = exchange.url;
  const isAdmin = pathname.startsWith('/__admin/');
  const table = isAdmin ? adminRouter : router;
  if (!isAdmin) {
    if (exchange.method === 'OPTIONS') return sendEmpty(exchange, 204);
    const { latencyMs, failure } = state.faults.take(pathname);
    if (latencyMs > 0) await sleep(latencyMs);
    if (failure?.kind === 'rate-limit') {
      return fail(exchange, 429, 'API rate limit exceeded', {
        'retry-after': String(failure.retryAfterSeconds),
      });
    }
    if (failure?.kind === 'status')
      return fail(exchange, failure.status, STATUS_MESSAGES[failure.status] ?? 'Server error.');
    if (pathname.startsWith('/v1/') && state.rateLimiter) {
      const token = bearerToken(exchange);
      const check = token ? state.tokens.checkAccess(token) : undefined;
      const wait = state.rateLimiter.hit(check?.ok ? check.grant.clientId : 'anonymous');
      if (wait > 0)
        return fail(exchange, 429, 'API rate limit exceeded', { 'retry-after': String(wait) });
    }
  }
  const match = table?.match(exchange.method, pathname);
  if (match === undefined || (isAdmin && !adminRouter)) {
    if (pathname.startsWith('/v1/') || isAdmin)
      return sendApiError(exchange, 404, 'Service not found');
    return sendText(exchange, 404, 'text/plain; charset=utf-8', 'Not found');
  }
  if (match === 'method-not-allowed') return sendApiError(exchange, 405, 'Method not allowed');
  exchange.params = match.params;
  await match.handler(exchange);
}

/** One request through faults, rate limiting and routing, always ending in an answer. */
export async function handleRequest(
  pipeline: RequestPipeline,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { state } = pipeline;
  const exchange: Exchange = {
    req,
    res,
    method: req.method ?? 'GET',
    url: new URL(req.url ?? '/', state.context.origin),
    params: {},
  };
  try {
    await route(pipeline, exchange);
  } catch (error) {
    if (res.headersSent) return;
    if (error instanceof ApiError) sendApiError(exchange, error.status, error.message);
    else if (error instanceof OAuthError)
      sendOAuthError(exchange, error.status, error.code, error.message);
    else if (error instanceof BodyTooLargeError) fail(exchange, 413, 'Request body too large');
    else if (error instanceof URIError) fail(exchange, 400, 'Malformed URL');
    else {
      console.error('Spotify emulator: unexpected error', error);
      fail(exchange, 500, 'Server error.');
    }
  }
  const answered = exchange.answered;
  if (!answered || exchange.url.pathname.startsWith('/__admin/')) return;
  state.requestLog.push({
    method: exchange.method,
    path: exchange.url.pathname,
    status: answered.status,
    at: state.now(),
  });
  pipeline.onExchange?.({
    method: exchange.method,
    path: exchange.url.pathname,
    query: exchange.url.searchParams,
    status: answered.status,
    contentType: answered.contentType,
    body: answered.body,
    headers: res.getHeaders(),
  });
}
