import { z } from 'zod';

const albumId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a Spotify or catalog album id');

/**
 * POST /spotify/album-interaction (spec: Album interaction). Only `rate` is accepted so far; the
 * recommendation screen adds the other interaction types.
 */
export const albumInteractionRequestSchema = z.object({
  albumId,
  albumName: z.string().trim().min(1).max(500),
  artistName: z.string().trim().max(1000).default('Unknown Artist'),
  situation: z.string().trim().max(500).optional(),
  deviceType: z.string().trim().max(40).optional(),
  sessionId: z.string().trim().max(200).optional(),
  interactionType: z.enum(['rate']),
  /** Spec: omitted when 0, which clears the rating. */
  rating: z.number().min(0).max(10).optional(),
});
export type AlbumInteractionRequest = z.input<typeof albumInteractionRequestSchema>;

export const albumInteractionResponseSchema = z.object({
  success: z.literal(true),
  albumId: z.string(),
  rating: z.number().nullable(),
});

/** GET /spotify/user-albums: the listener's own album records, most recently changed first. */
export const userAlbumSchema = z.object({
  albumId: z.string(),
  title: z.string(),
  artists: z.array(z.string()),
  imageUrl: z.string().nullable(),
  rating: z.number().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  isFavorite: z.boolean(),
  isKnown: z.boolean().nullable(),
  updatedAt: z.string(),
});
export const userAlbumsResponseSchema = z.object({ albums: z.array(userAlbumSchema) });
export type UserAlbum = z.infer<typeof userAlbumSchema>;
