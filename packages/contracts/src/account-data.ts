import { z } from 'zod';

export const EXPORT_FORMAT = 'album-club-export';
export const EXPORT_VERSION = 1;
/** The JSON document's name inside the export ZIP. */
export const EXPORT_DOCUMENT_NAME = 'album-club-export.json';

const when = z.string();

export const exportedAlbumSchema = z.object({
  id: z.string(),
  title: z.string(),
  artists: z.array(z.string()),
  spotifyId: z.string().nullable(),
  catalogId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  releaseDate: z.string().nullable(),
  genres: z.array(z.string()),
});

/** A listener's own record of an album. */
export const exportedRecordSchema = z.object({
  album: exportedAlbumSchema,
  rating: z.number().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  favorite: z.boolean(),
  known: z.boolean().nullable(),
  saved: z.boolean(),
  lastListenedAt: when.nullable(),
  createdAt: when,
  updatedAt: when,
});
export type ExportedRecord = z.infer<typeof exportedRecordSchema>;

export const exportedPlaySchema = z.object({
  trackId: z.string(),
  albumId: z.string(),
  albumTitle: z.string(),
  artists: z.array(z.string()),
  playedAt: when,
});

export const exportedRecommendationSchema = z.object({
  albumId: z.string(),
  albumTitle: z.string(),
  artists: z.array(z.string()),
  situation: z.string(),
  company: z.string().nullable(),
  mood: z.string().nullable(),
  wantNew: z.string(),
  localHour: z.number().nullable(),
  explanation: z.string(),
  shortExplanation: z.string(),
  createdAt: when,
});

export const exportedGiveSchema = z.object({
  albumId: z.string().nullable(),
  albumTitle: z.string(),
  artist: z.string(),
  situation: z.string(),
  description: z.string(),
  /** The friend it was given to, for gives sent by e-mail. */
  recipientEmail: z.string().nullable(),
  mailedAt: when.nullable(),
  openedAt: when.nullable(),
  createdAt: when,
});
export type ExportedGive = z.infer<typeof exportedGiveSchema>;

/** Everything the product holds about one listener (GET /api/account/export). */
export const accountExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: when,
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    image: z.string().nullable(),
    isAnonymous: z.boolean(),
    createdAt: when,
    signInMethods: z.array(z.string()),
  }),
  albums: z.array(exportedRecordSchema),
  plays: z.array(exportedPlaySchema),
  topArtists: z.array(
    z.object({
      timeRange: z.string(),
      rank: z.number(),
      name: z.string(),
      genres: z.array(z.string()),
    }),
  ),
  recommendations: z.array(exportedRecommendationSchema),
  gives: z.array(exportedGiveSchema),
  /** Gives friends sent this listener through a friend link. */
  friendLinks: z.array(exportedGiveSchema.omit({ recipientEmail: true, mailedAt: true })),
  rewards: z
    .object({
      discoveryPoints: z.number(),
      communityKarma: z.number(),
      badges: z.array(z.string()),
    })
    .nullable(),
  imports: z.array(
    z.object({ format: z.string(), status: z.string(), plays: z.number(), startedAt: when }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** One signed-in device (GET /api/account/sessions). */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** "Firefox on Linux", told from the browser's user agent. */
  device: z.string(),
  createdAt: when,
  lastSeenAt: when,
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

export const sessionParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** DELETE /api/account/sessions: ends every session but the caller's. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });

/** The word the Your data screen asks a listener to type before deleting the account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const deleteAccountRequestSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION_WORD),
});
