import { z } from 'zod';

const OFFSET = /^[+-](?:0\d|1[0-4]):[0-5]\d$/;

const isIanaZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The listener's time zone, from the browser: an IANA name (Europe/Berlin) or an offset (+02:00). */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => OFFSET.test(zone) || (/^[A-Za-z][\w+/-]*$/.test(zone) && isIanaZone(zone)), {
    message: 'must be an IANA time zone (Europe/Berlin) or an offset (+02:00)',
  });

/** GET /spotify/user-stats?timeZone= */
export const userStatsQuerySchema = z
  .object({ timeZone: timeZoneSchema, userId: z.string().trim().max(200).optional() })
  .strict();

/** One album as the dashboard shows it (spec: Album card). */
export const dashboardAlbumSchema = z.object({
  id: z.string(),
  spotifyId: z.string().nullable(),
  title: z.string(),
  /** Artist names joined by commas. */
  artist: z.string(),
  image: z.string().nullable(),
  spotifyUrl: z.string().nullable(),
  /** When the listener last listened to, saved, rated or changed it; shown relative to today. */
  listenedAt: z.string(),
  /** Known only when every track's length is known; otherwise tracks × 3.5 minutes is shown. */
  durationMs: z.number().int().nullable(),
  trackCount: z.number().int().nullable(),
  /** 0–10; 0 when not rated. */
  rating: z.number(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  isFavorite: z.boolean(),
  isKnown: z.boolean().nullable(),
  inLibrary: z.boolean(),
});
export type DashboardAlbum = z.infer<typeof dashboardAlbumSchema>;

export const topSituationSchema = z.object({
  situation: z.string(),
  count: z.number().int(),
  /** Share of every situation and tag the listener used, 0–100, rounded. */
  percentage: z.number().int(),
});
export type TopSituation = z.infer<typeof topSituationSchema>;

/** Spec (User stats), every figure computed from the listener's own records. */
export const userStatsSchema = z.object({
  totalAlbums: z.number().int(),
  totalShared: z.number().int(),
  /** Average of ratings above 0, one decimal; 0 with none. */
  averageRating: z.number(),
  totalRatedAlbums: z.number().int(),
  streakDays: z.number().int(),
  topSituations: z.array(topSituationSchema),
  recentAlbums: z.array(dashboardAlbumSchema),
  /** Rated 8 or more, best first (at most 5); empty until 5 albums are rated. */
  recentHits: z.array(dashboardAlbumSchema),
  /** Spec: with fewer than 5 rated albums, recent albums come from recently played. */
  recentSource: z.enum(['library', 'recently_played']),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** A listener with no records yet; also what the web shows when the stats cannot be read (spec). */
export const ZERO_STATS: UserStats = {
  totalAlbums: 0,
  totalShared: 0,
  averageRating: 0,
  totalRatedAlbums: 0,
  streakDays: 0,
  topSituations: [],
  recentAlbums: [],
  recentHits: [],
  recentSource: 'library',
};

/** Spec constants for stats. */
export const STATS_RECENT_PLAYS = 20;
export const STATS_RECENT_ALBUMS = 15;
export const STATS_RATED_NEEDED = 5;
export const STATS_HITS = 5;
export const HIT_RATING = 8;
