import { z } from 'zod';

/** Spec (Album sync): what the listener sees when a sync ends. */
export const SYNC_FAILED_MESSAGE = 'Sync failed. You can still use the app!';

export const syncDoneMessage = (albumCount: number, actualSpotifyCount: number | null) =>
  actualSpotifyCount === null || actualSpotifyCount === albumCount
    ? `Synced ${albumCount} albums successfully!`
    : `Synced ${albumCount} albums (${actualSpotifyCount} total in your library)!`;

/** One import of the listener's Spotify library and history (spec: POST /spotify/sync-history). */
export const syncRunSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'succeeded', 'failed']),
  /** The progress line to show: starting, counts while running, then the spec's done or failed text. */
  message: z.string(),
  /** Albums written so far: the library plus albums of recently played tracks. */
  albumCount: z.number().int(),
  /** How many albums Spotify says the library holds, once known. */
  actualSpotifyCount: z.number().int().nullable(),
  /** Plays this run added to the kept history (plays seen before are not added twice). */
  playsAdded: z.number().int(),
  /** Why a run failed (an error code), when it did. */
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

/** POST /spotify/sync-history: the run started, or the one already running (joined). */
export const startSyncResponseSchema = z.object({ run: syncRunSchema, joined: z.boolean() });
export type StartSyncResponse = z.infer<typeof startSyncResponseSchema>;

/** GET /spotify/sync-history: the listener's latest run, and whether they can sync at all. */
export const syncStatusSchema = z.object({
  /** False without a Spotify connection: there is nothing to sync. */
  canSync: z.boolean(),
  run: syncRunSchema.nullable(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

export const syncRunParamsSchema = z.object({ runId: z.uuid() });
