import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Cross-site request forgery guard for every state-changing request: a request that carries
 * cookies must come from a page of this product (Origin, else Referer). A request from another
 * site is refused even without cookies, which also stops forged sign-ins.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigin: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    const site = request.headers['sec-fetch-site'];
    const crossSite = site === 'cross-site' || site === 'same-site';
    if (origin === undefined && !crossSite && !request.headers.cookie) return;
    if (origin === trustedOrigin && !crossSite) return;
    throw new AppError('FORBIDDEN', 'This request did not come from Album Club.', 403);
  });
}
