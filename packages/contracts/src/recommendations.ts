import { z } from 'zod';
import { albumSchema } from './library.ts';

/** The engine's reading of 'Want something new?' (spec: yes → yeah, no → nah). */
export const wantNewValues = ['yeah', 'nah', 'your_choice'] as const;
export type WantNew = (typeof wantNewValues)[number];

const moment = z.string().trim().max(500);

/**
 * POST /spotify/enhanced-recommendation (spec: Recommendation request). `situation`, `company`
 * and `mood` are the context form's fields; `responses.activity` is the situation for callers
 * that send only the spec's shape.
 */
export const enhancedRecommendationRequestSchema = z
  .object({
    responses: z.object({
      activity: moment.default(''),
      wantNew: z.enum(wantNewValues),
    }),
    userProfile: z
      .object({
        display_name: z.string().trim().max(200).optional(),
        top_artists: z.array(z.string().trim().max(200)).max(50).default([]),
      })
      .optional(),
    /** Spec: fixed 'sage'. */
    guideWord: z.string().trim().max(40).optional(),
    /** The listener's local hour, 0–23. */
    currentHour: z.number().int().min(0).max(23).optional(),
    /** The listener's local weekday, 0 = Sunday. */
    currentWeekday: z.number().int().min(0).max(6).optional(),
    /** The listener's offset from UTC in minutes, to read their play times as local hours. */
    utcOffsetMinutes: z.number().int().min(-840).max(840).optional(),
    situation: moment.optional(),
    company: moment.optional(),
    mood: moment.optional(),
  })
  .superRefine((body, context) => {
    if (!(body.situation || body.responses.activity))
      context.addIssue({
        code: 'custom',
        path: ['situation'],
        message: 'Tell us what you are doing right now',
      });
  });
export type EnhancedRecommendationRequest = z.input<typeof enhancedRecommendationRequestSchema>;

/**
 * The album as the recommendation screen shows it (spec: Recommended album): the product's album
 * (the Spotify album when Spotify knows it, else the catalog's, `csv_…`, with no tracks), with
 * the engine's reasons and the catalog's own words about it.
 */
export const recommendedAlbumSchema = albumSchema.extend({
  /** The short line for the cover overlay. */
  description: z.string(),
  /** The 'Why This?' text. */
  explanation: z.string(),
  csvData: z.object({
    genres: z.array(z.string()),
    descriptors: z.array(z.string()),
    /** 'N. title', when the catalog knows the tracks. */
    trackList: z.array(z.string()).optional(),
  }),
});
export type RecommendedAlbum = z.infer<typeof recommendedAlbumSchema>;

export const enhancedRecommendationResponseSchema = z.object({
  recommendationId: z.string(),
  album: recommendedAlbumSchema,
  albums: z.array(recommendedAlbumSchema),
  explanation: z.string(),
});
export type EnhancedRecommendation = z.infer<typeof enhancedRecommendationResponseSchema>;

/** POST /spotify/short-explanation (spec: album, userProfile, context → shortExplanation). */
export const shortExplanationRequestSchema = z.object({
  album: z.object({
    id: z.string().trim().max(128).optional(),
    name: z.string().trim().max(500).optional(),
  }),
  userProfile: z.object({ display_name: z.string().trim().max(200).optional() }).optional(),
  context: z
    .object({ situation: moment.optional(), company: moment.optional(), mood: moment.optional() })
    .optional(),
});
export const shortExplanationResponseSchema = z.object({ shortExplanation: z.string() });

/** Spec (error catalogue): when no short line is known. */
export const shortExplanationFallback = (albumName?: string) =>
  albumName
    ? `${albumName} brings the perfect energy for your current vibe.`
    : 'This album brings the perfect energy for your current vibe.';
