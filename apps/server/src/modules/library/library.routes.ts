import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  albumIdParamsSchema,
  albumSavedResponseSchema,
  albumSchema,
  albumTracksResponseSchema,
  noQuerySchema,
  ownDataQuerySchema,
  recentlyPlayedQuerySchema,
  recentlyPlayedResponseSchema,
  saveAlbumResponseSchema,
  savedAlbumsQuerySchema,
  savedAlbumsResponseSchema,
  topArtistsQuerySchema,
  topArtistsResponseSchema,
  userAlbumsResponseSchema,
} from '@album-club/contracts/library';
import { forbidden } from '../../lib/app-error.ts';
import { requireSession, requireSpotify, spotifyFor } from '../../lib/listener-session.ts';
import { albumDetails, albumTracks } from './album-details.service.ts';
import { changeLibrary, isAlbumSaved } from './library-writes.service.ts';
import { recentlyPlayed, savedAlbums, topArtists } from './listening.service.ts';
import { userAlbums } from './user-albums.service.ts';

/** The caller, and their Spotify when they connected it. */
async function listener(request: FastifyRequest) {
  const session = await requireSession(request);
  return { session, spotify: await spotifyFor(request.server, session.user.id) };
}

/** The listener's library and the album data calls (spec call table). */
export async function libraryRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = base.db;
  const ok = <T>(schema: T) => ({ 200: schema });
  /** A call about one album: its id in the path, no query parameters. */
  const oneAlbum = <T>(response: T) => ({
    params: albumIdParamsSchema,
    querystring: noQuerySchema,
    response: ok(response),
  });

  app.get(
    '/spotify/user-albums',
    { schema: { querystring: ownDataQuerySchema, response: ok(userAlbumsResponseSchema) } },
    async (request) => {
      const { user } = await requireSession(request);
      if (request.query.userId !== undefined && request.query.userId !== user.id)
        throw forbidden('You can only read your own albums.');
      return userAlbums(db, user.id);
    },
  );

  app.get(
    '/spotify/saved-albums',
    { schema: { querystring: savedAlbumsQuerySchema, response: ok(savedAlbumsResponseSchema) } },
    async (request) => savedAlbums((await requireSpotify(request)).spotify, request.query),
  );

  app.get(
    '/spotify/top-artists',
    { schema: { querystring: topArtistsQuerySchema, response: ok(topArtistsResponseSchema) } },
    async (request) => {
      const { session, spotify } = await listener(request);
      return topArtists(db, spotify, session.user.id, request.query, request.log);
    },
  );

  app.get(
    '/spotify/recently-played',
    {
      schema: {
        querystring: recentlyPlayedQuerySchema,
        response: ok(recentlyPlayedResponseSchema),
      },
    },
    async (request) => {
      const { user, spotify } = await requireSpotify(request);
      return recentlyPlayed(db, spotify, user.id, request.query.limit, request.log);
    },
  );

  app.get('/spotify/album/:id', { schema: oneAlbum(albumSchema) }, async (request) =>
    albumDetails(db, (await listener(request)).spotify, request.params.id),
  );

  app.get(
    '/spotify/album-tracks/:id',
    { schema: oneAlbum(albumTracksResponseSchema) },
    async (request) => albumTracks(db, (await listener(request)).spotify, request.params.id),
  );

  app.get(
    '/spotify/album-saved/:id',
    { schema: oneAlbum(albumSavedResponseSchema) },
    async (request) => {
      const { user, spotify } = await requireSpotify(request);
      return isAlbumSaved(db, spotify, user.id, request.params.id);
    },
  );

  for (const [method, saved] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/spotify/save-album/:id',
      schema: oneAlbum(saveAlbumResponseSchema),
      handler: async (request) => {
        const { user, spotify } = await requireSpotify(request);
        return changeLibrary(db, spotify, user.id, request.params.id, saved);
      },
    });
  }
}
