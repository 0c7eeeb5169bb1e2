import { z } from 'zod';
import {
  NOTES_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  TAG_MAX_LENGTH,
  TAGS_PER_ALBUM_MAX,
  normaliseName,
  normaliseTag,
} from './album-rules.ts';

const albumId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be a Spotify or catalog album id');

/** Spec (Album interaction): the kinds of change a listener makes to an album. */
export const interactionTypes = [
  'rate',
  'add_to_favorites',
  'remove_from_favorites',
  'mark_known',
  'mark_unknown',
  'tag',
  'notes_update',
] as const;
export type InteractionType = (typeof interactionTypes)[number];

const tag = z
  .string()
  .transform(normaliseTag)
  .pipe(
    z
      .string()
      .min(1, 'A tag cannot be empty')
      .max(TAG_MAX_LENGTH, `A tag has at most ${TAG_MAX_LENGTH} characters`),
  );

/** Notes are trimmed; empty notes mean no notes (spec: sent as absent). */
const notes = z
  .string()
  .transform((text) => text.trim())
  .pipe(z.string().max(NOTES_MAX_LENGTH, `Notes have at most ${NOTES_MAX_LENGTH} characters`))
  .transform((text) => (text === '' ? undefined : text));

/**
 * POST /spotify/album-interaction (spec: Album interaction). The interaction type says what
 * changes; the other fields describe the moment and are kept with the interaction.
 * - `rate`: the rating (absent or 0 clears it); `notes` and `tags`, when given, are saved too.
 * - `add_to_favorites` / `remove_from_favorites`: the favourite flag.
 * - `mark_known` / `mark_unknown`: known yes / no; `isKnown: null` clears the choice.
 * - `tag`: `tags` are added (`tagAction` `remove` takes them off, `set` replaces the list).
 * - `notes_update`: the notes (absent or empty clears them).
 */
export const albumInteractionRequestSchema = z
  .object({
    albumId,
    albumName: z.string().transform(normaliseName).pipe(z.string().min(1).max(500)),
    artistName: z
      .string()
      .transform(normaliseName)
      .pipe(z.string().max(1000))
      .default('Unknown Artist'),
    situation: z.string().trim().max(500).optional(),
    deviceType: z.string().trim().max(40).optional(),
    sessionId: z.string().trim().max(200).optional(),
    interactionType: z.enum(interactionTypes),
    /** Spec: omitted when 0, which clears the rating. Values outside 0–10 are refused. */
    rating: z.number().min(RATING_MIN).max(RATING_MAX).optional(),
    tags: z.array(tag).max(TAGS_PER_ALBUM_MAX).optional(),
    tagAction: z.enum(['add', 'remove', 'set']).default('add'),
    notes: notes.optional(),
    isFavorite: z.boolean().optional(),
    isKnown: z.boolean().nullable().optional(),
  })
  .superRefine((body, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (body.interactionType === 'tag' && body.tagAction !== 'set' && !body.tags?.length)
      problem('tags', 'Name at least one tag');
    if (body.interactionType === 'mark_known' && body.isKnown === false)
      problem('isKnown', 'mark_known cannot set the album unknown');
    if (body.interactionType === 'mark_unknown' && body.isKnown === true)
      problem('isKnown', 'mark_unknown cannot set the album known');
  });
export type AlbumInteractionRequest = z.input<typeof albumInteractionRequestSchema>;
export type AlbumInteraction = z.output<typeof albumInteractionRequestSchema>;

/** The listener's record of one album after a change. */
export const albumRecordSchema = z.object({
  albumId: z.string(),
  rating: z.number().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  isFavorite: z.boolean(),
  isKnown: z.boolean().nullable(),
  updatedAt: z.string(),
});
export type AlbumRecord = z.infer<typeof albumRecordSchema>;

export const albumInteractionResponseSchema = albumRecordSchema.extend({
  success: z.literal(true),
});
export type AlbumInteractionResponse = z.infer<typeof albumInteractionResponseSchema>;
