import { z } from 'zod';

/** A Spotify album id (22 base62 characters) or a built-in catalog id (`csv_…`). */
export const albumIdSchema = z
  .string()
  .trim()
  .regex(
    /^(?:[0-9A-Za-z]{22}|csv_[a-z0-9-]{1,120})$/,
    'must be a Spotify album id or a catalog album id (csv_…)',
  );
export const albumIdParamsSchema = z.object({ id: albumIdSchema });

export const imageSchema = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/**
 * An album as the product shows it (spec: Recommended album). `id` is the id asked for;
 * `spotifyId` is the Spotify album it is, when one is known (a catalog album's Spotify twin).
 */
export const albumSchema = z.object({
  id: z.string(),
  spotifyId: z.string().nullable(),
  catalogId: z.string().nullable(),
  name: z.string(),
  artists: z.array(z.object({ name: z.string() })),
  images: z.array(imageSchema),
  external_urls: z.object({ spotify: z.string().optional() }),
  release_date: z.string().nullable(),
  releaseYear: z.number().int().nullable(),
  total_tracks: z.number().int().nullable(),
  /** Known only when every track's length is known. */
  duration_ms: z.number().int().nullable(),
  genres: z.array(z.string()),
});
export type Album = z.infer<typeof albumSchema>;

/** GET /spotify/album-tracks/{id}. Catalog albums have no provider tracks (empty list). */
export const trackSchema = z.object({
  id: z.string(),
  name: z.string(),
  duration_ms: z.number().int(),
  track_number: z.number().int(),
});
export const albumTracksResponseSchema = z.object({
  items: z.array(trackSchema),
  /** Spotify asked us to slow down: the list is empty and the caller carries on without it. */
  rateLimited: z.boolean(),
});
export type AlbumTracks = z.infer<typeof albumTracksResponseSchema>;

/** GET /spotify/album-saved/{id}. */
export const albumSavedResponseSchema = z.object({ isSaved: z.boolean() });

/** PUT and DELETE /spotify/save-album/{id}. */
export const saveAlbumResponseSchema = z.object({
  success: z.literal(true),
  albumId: z.string(),
  /** The Spotify album that was saved or removed (a catalog album's twin). */
  spotifyId: z.string(),
  isSaved: z.boolean(),
});
export type SaveAlbumResponse = z.infer<typeof saveAlbumResponseSchema>;

const limit = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/** GET /spotify/saved-albums?limit=&offset= (spec default limit 50). */
export const savedAlbumsQuerySchema = z
  .object({ limit: limit(50, 50), offset: z.coerce.number().int().min(0).max(100_000).default(0) })
  .strict();
export const savedAlbumsResponseSchema = z.object({
  items: z.array(z.object({ added_at: z.string(), album: albumSchema })),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type SavedAlbums = z.infer<typeof savedAlbumsResponseSchema>;

export const timeRangeSchema = z.enum(['short_term', 'medium_term', 'long_term']);

/** GET /spotify/top-artists?time_range=&limit= (spec defaults short_term, 5). */
export const topArtistsQuerySchema = z
  .object({ time_range: timeRangeSchema.default('short_term'), limit: limit(50, 5) })
  .strict();

/** Spec: a failed top-artists fetch falls back to these genres. */
export const FALLBACK_GENRES = ['Alternative Rock', 'Indie Rock', 'Electronic', 'Hip Hop', 'Pop'];

export const topArtistsResponseSchema = z.object({
  artists: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      genres: z.array(z.string()),
      images: z.array(imageSchema),
    }),
  ),
  /** The artists' genres; the spec's fallback genres when Spotify could not be asked. */
  genres: z.array(z.string()),
  /** `spotify` live, `stored` from the last sync, `fallback` when neither was available. */
  source: z.enum(['spotify', 'stored', 'fallback']),
});
export type TopArtists = z.infer<typeof topArtistsResponseSchema>;

/** GET /spotify/recently-played?limit= (spec default 20, Spotify's maximum 50). */
export const recentlyPlayedQuerySchema = z.object({ limit: limit(50, 20) }).strict();
export const recentlyPlayedResponseSchema = z.object({
  items: z.array(
    z.object({
      played_at: z.string(),
      track: z.object({
        id: z.string(),
        /** Null for plays answered from the kept history (track names are not stored). */
        name: z.string().nullable(),
        duration_ms: z.number().int().nullable(),
        album: albumSchema,
      }),
    }),
  ),
  /** `spotify` live, `stored` from the history the product kept when Spotify could not be asked. */
  source: z.enum(['spotify', 'stored']),
});
export type RecentlyPlayed = z.infer<typeof recentlyPlayedResponseSchema>;

/** GET /spotify/user-albums: the listener's own album records, most recently changed first. */
export const userAlbumSchema = z.object({
  albumId: z.string(),
  title: z.string(),
  artists: z.array(z.string()),
  imageUrl: z.string().nullable(),
  spotifyUrl: z.string().nullable(),
  catalogId: z.string().nullable(),
  totalTracks: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  rating: z.number().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  isFavorite: z.boolean(),
  isKnown: z.boolean().nullable(),
  inLibrary: z.boolean(),
  lastListenedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export const userAlbumsResponseSchema = z.object({ albums: z.array(userAlbumSchema) });
export type UserAlbum = z.infer<typeof userAlbumSchema>;

/** Calls about one album take no query parameters; any is refused (400), as everywhere. */
export const noQuerySchema = z.object({}).strict();

/** Calls that read the caller's own data may name them; naming anyone else is refused (403). */
export const ownDataQuerySchema = z
  .object({ userId: z.string().trim().max(200).optional() })
  .strict();
