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
import { createSecretScrubber } from './lib/secret-scrubber.ts';
import { secretValuesOf } from './config/secret-values.ts';
import { registerAppServices } from './plugins/app-services.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { clientErrorRoutes } from './modules/client-errors/client-errors.routes.ts';
import { spotifyRoutes } from './modules/spotify/spotify.routes.ts';
import type { SpotifyRuntime } from './integrations/spotify/spotify-runtime.ts';
import type { GoogleRuntime } from './integrations/google/google-runtime.ts';
import { createSpotifyClient } from './integrations/spotify/spotify-client.ts';
import { createAuth, type Auth } from './lib/auth.ts';
import { createDelivery } from './lib/delivery.ts';
import { createRateLimiter } from './lib/rate-limit/rate-limiter.ts';
import { RATE_RULES } from './lib/rate-limit/rate-rules.ts';
import { createTokenCipher } from './lib/token-cipher.ts';
import { createSessionCache } from './lib/session-cache.ts';
import { registerCanonicalHost } from './plugins/canonical-host.ts';
import { registerWellFormedJson } from './plugins/well-formed-json.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { authBridge } from './plugins/auth-bridge.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { releaseClaimedPlaceholders } from './modules/accounts/placeholder-claims.repository.ts';
import { mergeAnonymousUser } from './modules/accounts/merge.service.ts';
import { albumRoutes } from './modules/albums/albums.routes.ts';
import { libraryRoutes } from './modules/library/library.routes.ts';
import { syncRoutes, type SyncRouteOptions } from './modules/sync/sync.routes.ts';
import { importRoutes } from './modules/imports/imports.routes.ts';
import { accountDataRoutes } from './modules/account-data/account-data.routes.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { recommendationRoutes } from './modules/recommendations/recommendations.routes.ts';
import { giveRoutes } from './modules/gives/gives.routes.ts';
import { sharedBuiltInEngine } from './modules/recommendations/built-in-engine.ts';
import type { Engine } from '@album-club/recommender/engine/create-engine';

export interface AppDependencies {
  database: DatabaseHandle;
  /** Extra origins album covers are loaded from. */
  imageOrigins?: string[];
  /** Spotify as this process reaches it (the emulator's covers come from its own origin). */
  spotify?: SpotifyRuntime;
  /** Google as this process reaches it (the local stand-in or the real service). */
  google?: GoogleRuntime;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: { write(line: string): void };
  /** The clock rate limits count with (tests move it). */
  now?: () => Date;
  /** The recommendation engine, built once per process (the built-in one when not given). */
  engine?: () => Engine;
  /** Shorter waits between a sync's attempts at Spotify (tests). */
  syncPatience?: SyncRouteOptions['patience'];
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
    logger: loggerOptions(
      config.logLevel,
      createSecretScrubber(secretValuesOf(config)),
      deps.logStream,
    ),
    genReqId: requestId,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  registerWellFormedJson(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    await deps.database.close();
  });

  const https = config.publicUrl.startsWith('https://');
  const db = deps.database.db;
  const cipher = createTokenCipher(config.secrets.tokenEncryptionKey.reveal());
  const delivery = createDelivery(config, db, app.log);
  app.addHook('onClose', async () => delivery.close());
  const spotifySettings = deps.spotify?.settings;
  const sessionCache = createSessionCache();
  const limiter = createRateLimiter(db, RATE_RULES, deps.now);
  let authReady: Promise<Auth> | undefined;
  const startAuth = () =>
    createAuth({
      config,
      db,
      cipher,
      mailer: delivery.mailer,
      sms: delivery.sms,
      limiter,
      log: app.log,
      spotify: spotifySettings,
      google: deps.google?.settings,
      mergeAnonymousInto: async (anonymousUserId, userId) => {
        await mergeAnonymousUser(db, anonymousUserId, userId);
        sessionCache.forgetUser(anonymousUserId);
      },
      sessionEnded: (userId) => sessionCache.forgetUser(userId),
    }).then(async (auth) => {
      await auth.$context; // provider discovery (Google) included
      await releaseClaimedPlaceholders(db);
      return auth;
    });
  registerAppServices(app, {
    db,
    database: deps.database,
    // Loaded once, on first use; a failed start is retried by the next request.
    auth: () =>
      (authReady ??= startAuth().catch((error: unknown) => {
        authReady = undefined;
        throw error;
      })),
    sessionCache,
    cipher,
    spotify: spotifySettings
      ? createSpotifyClient({ settings: spotifySettings, logger: app.log })
      : undefined,
    limiter,
  });

  registerErrorHandler(app);
  registerCanonicalHost(app, config.publicUrl);
  registerOriginCheck(app, new URL(config.publicUrl).origin);
  await registerSecurityHeaders(app, {
    imageOrigins: [
      'https://i.scdn.co',
      'https://mosaic.scdn.co',
      ...(deps.spotify?.imageOrigins ?? []),
      ...(deps.imageOrigins ?? []),
    ],
    https,
  });
  // Before compression, so an answer is kept as it was serialized.
  registerIdempotency(app, db, deps.now);
  await app.register(compress, { threshold: 1024 });
  await registerOpenApi(app, config.publicUrl);

  await app.register(healthRoutes(deps.database));
  await app.register(clientErrorRoutes);
  await app.register(spotifyRoutes(deps.spotify));
  await app.register(authBridge(config));
  await app.register(accountRoutes(https));
  await app.register(albumRoutes({ engine: deps.engine ?? sharedBuiltInEngine }));
  await app.register(libraryRoutes);
  await app.register(syncRoutes({ now: deps.now, patience: deps.syncPatience }));
  await app.register(importRoutes({ now: deps.now }));
  await app.register(accountDataRoutes({ https, google: deps.google?.settings, now: deps.now }));
  await app.register(statsRoutes({ now: deps.now }));
  await app.register(eventRoutes);
  await app.register(
    recommendationRoutes({
      engine: deps.engine ?? sharedBuiltInEngine,
      perMinute: config.recommendationsPerMinute,
    }),
  );
  await app.register(
    giveRoutes({
      mailer: delivery.mailer,
      publicUrl: config.publicUrl,
      now: deps.now,
    }),
  );
  // The outbox shows sign-in codes: never in production.
  if (config.env !== 'production') await app.register(outboxRoutes);
  await deps.extendForTests?.(app);
  await registerWebApp(app, config.webDistDir);

  return app;
}
