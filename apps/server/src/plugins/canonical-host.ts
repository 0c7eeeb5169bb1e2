import type { FastifyInstance } from 'fastify';

/** Paths that are never pages: APIs, sign-in endpoints, health checks, assets. */
const NOT_PAGES = /^\/(api|auth|spotify|dev|healthz|readyz|assets)(\/|$|\?)/;

/**
 * Cookies, sign-in state and the Spotify redirect URI all live on PUBLIC_URL's host, so a page
 * opened on another name for this server (http://localhost:3000 for http://127.0.0.1:3000) is
 * sent there. API calls are answered where they arrive.
 */
export function registerCanonicalHost(app: FastifyInstance, publicUrl: string): void {
  const canonical = new URL(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (NOT_PAGES.test(request.url)) return;
    const isPage =
      request.url === '/' ||
      request.url.startsWith('/?') ||
      /\.html?(\?|$)/.test(request.url) ||
      (request.headers.accept ?? '').includes('text/html');
    if (!isPage || request.host === canonical.host) return;
    // Appended to the origin, never resolved against it: `//elsewhere.example/` resolved as a
    // URL would name another host and make this an open redirect.
    const path = request.url.startsWith('/') ? request.url : `/${request.url}`;
    return reply.redirect(`${canonical.origin}${path}`, 302);
  });
}
