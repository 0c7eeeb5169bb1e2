import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  startSyncResponseSchema,
  syncRunParamsSchema,
  syncStatusSchema,
} from '@album-club/contracts/sync';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireSession, requireSpotify } from '../../lib/listener-session.ts';
import { perKeyLimit } from '../../lib/per-key-limit.ts';
import { streamRun, type OpenStreams } from './sync-events.ts';
import { BackgroundJobs } from '../../lib/background-jobs.ts';
import { ownRun, startSync, syncStatus, toSyncRun, type SyncDeps } from './sync.service.ts';

export interface SyncRouteOptions {
  now?: () => Date;
  /** Tests shorten the waits between attempts. */
  patience?: SyncDeps['patience'];
  /** Exposes the process's jobs (tests wait for them). */
  onJobs?: (jobs: BackgroundJobs) => void;
}

/** Progress streams one listener may hold open on one instance: a few tabs, not a flood. */
export const STREAMS_PER_LISTENER = 3;

const tooManyStreams = () =>
  new AppError(
    'RATE_LIMITED',
    'Too many progress streams are open. Close one and try again.',
    429,
    { headers: { 'retry-after': '5' } },
  );

/** Album sync (spec): start or join the import, read its state, follow it live. */
export function syncRoutes(options: SyncRouteOptions = {}) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const jobs = new BackgroundJobs();
    options.onJobs?.(jobs);
    const streams: OpenStreams = new Set();
    const fewStreams = perKeyLimit(STREAMS_PER_LISTENER, tooManyStreams);
    const deps: SyncDeps = {
      services: base,
      jobs,
      now: options.now ?? (() => new Date()),
      log: base.log,
      patience: options.patience,
    };
    base.addHook('preClose', async () => {
      for (const stream of streams) stream.end();
    });
    base.addHook('onClose', async () => jobs.stopAll());

    app.post(
      '/spotify/sync-history',
      { schema: { response: { 200: startSyncResponseSchema, 202: startSyncResponseSchema } } },
      async (request, reply) => {
        const { user } = await requireSpotify(request);
        const answer = await startSync(deps, user.id);
        return reply.code(answer.joined ? 200 : 202).send(answer);
      },
    );

    app.get(
      '/spotify/sync-history',
      { schema: { response: { 200: syncStatusSchema } } },
      async (request) => syncStatus(deps, (await requireSession(request)).user.id),
    );

    app.get(
      '/spotify/sync-history/:runId/events',
      { schema: { params: syncRunParamsSchema } },
      async (request, reply) => {
        const { user } = await requireSession(request);
        const first = await ownRun(deps, user.id, request.params.runId);
        if (!first) throw notFound('There is no such sync.');
        // Each stream reads the database several times a second until its run ends.
        await fewStreams(user.id, () =>
          streamRun(
            reply,
            async () => {
              const row = await ownRun(deps, user.id, request.params.runId);
              return row ? toSyncRun(row) : undefined;
            },
            streams,
          ),
        );
      },
    );
  };
}
