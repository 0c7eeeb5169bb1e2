import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MEGABYTES,
  importParamsSchema,
  importRunSchema,
  latestImportSchema,
  startImportResponseSchema,
} from '@album-club/contracts/imports';
import { AppError } from '../../lib/app-error.ts';
import { requireSession, spotifyFor } from '../../lib/listener-session.ts';
import { BackgroundJobs } from '../../lib/background-jobs.ts';
import { unknownFormat } from './import-source.ts';
import {
  cancelOwnImport,
  importState,
  latestImportState,
  startImport,
  type ImportDeps,
} from './imports.service.ts';

export interface ImportRouteOptions {
  now?: () => Date;
  /** Exposes the process's import jobs (tests wait for them). */
  onJobs?: (jobs: BackgroundJobs) => void;
}

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `This file is too large: files up to ${IMPORT_MAX_MEGABYTES} MB are accepted (a ZIP counts as sent).`,
    413,
  );

/** History imports: the file is the request body, read in a background job. */
export function importRoutes(options: ImportRouteOptions = {}) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const jobs = new BackgroundJobs();
    options.onJobs?.(jobs);
    const deps: ImportDeps = {
      db: base.db,
      jobs,
      now: options.now ?? (() => new Date()),
      log: base.log,
      trackAlbums: async (userId) => {
        const spotify = await spotifyFor(base, userId);
        return spotify ? (track, artist) => spotify.api.searchTrackAlbum(track, artist) : null;
      },
    };
    base.addHook('onClose', async () => jobs.stopAll());
    // The format is told from the content, whatever type the browser guessed for the file.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/api/imports',
      {
        bodyLimit: IMPORT_MAX_BYTES,
        schema: { response: { 202: startImportResponseSchema } },
        onRequest: async (request) => {
          if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) throw tooLarge();
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(request);
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw unknownFormat();
        return reply.code(202).send(await startImport(deps, user.id, body));
      },
    );

    app.get(
      '/api/imports',
      { schema: { response: { 200: latestImportSchema } } },
      async (request) => latestImportState(deps, (await requireSession(request)).user.id),
    );

    app.get(
      '/api/imports/:id',
      { schema: { params: importParamsSchema, response: { 200: importRunSchema } } },
      async (request) =>
        importState(deps, (await requireSession(request)).user.id, request.params.id),
    );

    app.delete(
      '/api/imports/:id',
      { schema: { params: importParamsSchema, response: { 200: importRunSchema } } },
      async (request) =>
        cancelOwnImport(deps, (await requireSession(request)).user.id, request.params.id),
    );
  };
}
