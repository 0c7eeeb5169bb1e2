import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { clientErrorRoutes } from './modules/client-errors/client-errors.routes.ts';
import { spotifyRoutes } from './modules/spotify/spotify.routes.ts';
import type { SpotifyRuntime } from './integrations/spotify/spotify-runtime.ts';

export interface AppDependencies {
  database: DatabaseHandle;
  /** Extra origins album covers are loaded from. */
  imageOrigins?: string[];
  /** Spotify as this process reaches it (the emulator's covers come from its own origin). */
  spotify?: SpotifyRuntime;
  /** Lets a test add a route that misbehaves on purpose, before the app is sealed. */
  extendForTests?: (app: FastifyInstance) => void | Promise<void>;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Builds the whole server without listening, so tests drive it with `app.inject()`. */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    genReqId: requestId,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    await deps.database.close();
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, {
    imageOrigins: [
      'https://i.scdn.co',
      'https://mosaic.scdn.co',
      ...(deps.spotify?.imageOrigins ?? []),
      ...(deps.imageOrigins ?? []),
    ],
    https: config.publicUrl.startsWith('https://'),
  });
  await app.register(compress, { threshold: 1024 });

  await app.register(healthRoutes(deps.database));
  await app.register(clientErrorRoutes);
  await app.register(spotifyRoutes(deps.spotify));
  await deps.extendForTests?.(app);
  await registerWebApp(app, config.webDistDir);

  return app;
}
