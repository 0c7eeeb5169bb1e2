import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the zod schemas the routes validate with, at /api/docs/openapi.json.
 * Registered before the routes so it sees them all; the document is built on first request.
 * better-auth's endpoints behind /api/auth/* are described in docs/api.md.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Album Club API',
        version: '1.0.0',
        description: 'See docs/api.md for who may call what.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'album_club.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
