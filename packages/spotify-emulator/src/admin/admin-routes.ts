import { readBody } from '../http/read-body.ts';
import { sendEmpty, sendJson } from '../http/respond.ts';
import { Router } from '../http/router.ts';
import { ApiError } from '../http/api-error.ts';
import type { Exchange } from '../http/exchange.ts';
import type { FaultSpec } from '../faults/fault-injector.ts';
import type { RegisteredClient } from '../accounts/client-registry.ts';
import type { EmulatorAdmin } from './emulator-admin.ts';

async function json<T>(exchange: Exchange): Promise<T> {
  const text = await readBody(exchange.req);
  try {
    return (text ? JSON.parse(text) : {}) as T;
  } catch {
    throw new ApiError(400, 'Body must be JSON');
  }
}

function attempt<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, error instanceof Error ? error.message : String(error));
  }
}

/** The admin API over HTTP, mirroring EmulatorAdmin one to one. */
export function createAdminRouter(admin: EmulatorAdmin, reset: () => void): Router {
  const router = new Router();
  router.on('POST', '/__admin/reset', (exchange) => {
    reset();
    sendEmpty(exchange, 204);
  });
  router.on('GET', '/__admin/personas', (exchange) => sendJson(exchange, 200, admin.personas()));
  router.on('POST', '/__admin/tokens', async (exchange) => {
    const body = await json<{ user: string; clientId?: string; scopes?: string[] }>(exchange);
    sendJson(
      exchange,
      200,
      attempt(() => admin.issueTokens(body.user, body)),
    );
  });
  router.on('POST', '/__admin/tokens/expire', async (exchange) => {
    const body = await json<{ accessToken?: string; user?: string }>(exchange);
    const count = attempt(() =>
      body.user
        ? admin.expireUserTokens(body.user)
        : admin.expireAccessToken(body.accessToken ?? ''),
    );
    sendJson(exchange, 200, { expired: count });
  });
  router.on('POST', '/__admin/users/:user/revoke', (exchange) =>
    sendJson(exchange, 200, {
      revoked: attempt(() => admin.revokeUser(exchange.params.user ?? '')),
    }),
  );
  router.on('POST', '/__admin/users/:user/plays', async (exchange) => {
    const body = await json<{ albumId: string; playedAt?: string }>(exchange);
    attempt(() =>
      admin.play(
        exchange.params.user ?? '',
        body.albumId,
        body.playedAt ? new Date(body.playedAt) : undefined,
      ),
    );
    sendEmpty(exchange, 204);
  });
  router.on('POST', '/__admin/faults', async (exchange) => {
    const spec = await json<FaultSpec>(exchange);
    attempt(() => admin.injectFault(spec));
    sendEmpty(exchange, 204);
  });
  router.on('DELETE', '/__admin/faults', (exchange) => {
    admin.clearFaults();
    sendEmpty(exchange, 204);
  });
  router.on('PUT', '/__admin/config', async (exchange) => {
    const body = await json<{ accessTokenTtlSeconds?: number }>(exchange);
    const ttl = body.accessTokenTtlSeconds;
    if (ttl !== undefined) attempt(() => admin.setAccessTokenTtl(ttl));
    sendEmpty(exchange, 204);
  });
  router.on('POST', '/__admin/clients', async (exchange) => {
    const client = await json<RegisteredClient>(exchange);
    attempt(() => admin.registerClient(client));
    sendEmpty(exchange, 204);
  });
  router.on('GET', '/__admin/requests', (exchange) => {
    const query = exchange.url.searchParams;
    const filter = {
      path: query.get('path') ?? undefined,
      method: query.get('method') ?? undefined,
    };
    sendJson(exchange, 200, admin.requests(filter));
  });
  router.on('DELETE', '/__admin/requests', (exchange) => {
    admin.clearRequests();
    sendEmpty(exchange, 204);
  });
  return router;
}
