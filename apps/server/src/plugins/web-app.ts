import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const ONE_YEAR = 31_536_000;

/**
 * Serves the built web app. Vite puts a content hash in every asset name, so assets are cached
 * forever; index.html, the manifest and the service worker are revalidated on every visit so a
 * new release is picked up at once (a cached sw.js would hide a release for as long as it lived).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDistDir }, 'web app not built; run `npm run build` to serve it');
    app.get('/', (_request, reply) =>
      reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build`, then start the server again.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: ['index.html'],
    setHeaders(reply, filePath) {
      const relative = path.relative(webDistDir, filePath);
      if (relative.startsWith(`assets${path.sep}`)) {
        reply.header('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`);
      } else if (relative === 'manifest.webmanifest') {
        reply.header('Content-Type', 'application/manifest+json; charset=utf-8');
        reply.header('Cache-Control', 'no-cache');
      } else {
        reply.header('Cache-Control', 'no-cache');
      }
    },
  });
}
