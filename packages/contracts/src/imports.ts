import { z } from 'zod';

/** The history files an import reads, detected from their content. */
export const importFormats = [
  'spotify-extended',
  'spotify-account',
  'listenbrainz',
  'lastfm-csv',
  'album-club',
] as const;
export const importFormatSchema = z.enum(importFormats);
export type ImportFormat = z.infer<typeof importFormatSchema>;

export const importFormatNames: Record<ImportFormat, string> = {
  'spotify-extended': 'Spotify Extended Streaming History',
  'spotify-account': 'Spotify Account Data',
  listenbrainz: 'ListenBrainz export',
  'lastfm-csv': 'Last.fm scrobbles CSV',
  'album-club': 'Album Club export',
};

/** The largest file an import accepts, as sent (a ZIP counts compressed). */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
export const IMPORT_MAX_MEGABYTES = IMPORT_MAX_BYTES / (1024 * 1024);

export const importStatusSchema = z.enum(['running', 'done', 'failed', 'cancelled']);
export type ImportStatus = z.infer<typeof importStatusSchema>;

/** GET /api/imports/{id}: an import's state and counts, from any app instance. */
export const importRunSchema = z.object({
  id: z.string(),
  status: importStatusSchema,
  format: importFormatSchema,
  /** Files of the upload read so far (1 for a JSON or CSV file). */
  filesRead: z.number().int(),
  /** Plays added (a play already known is not added again). */
  plays: z.number().int(),
  /** Distinct albums the added plays and restored records belong to. */
  albums: z.number().int(),
  /** Plays skipped because they were already known. */
  duplicates: z.number().int(),
  /** Lines refused (malformed, too short, not music…), with the count per reason. */
  refused: z.number().int(),
  refusals: z.record(z.string(), z.number().int()),
  /** Plays whose album could not be found, counted among the refused. */
  unmatched: z.number().int(),
  /** Album records (ratings, tags, notes…) and gives restored from an Album Club export. */
  restored: z.number().int(),
  message: z.string().optional(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const startImportResponseSchema = z.object({ id: z.string() });
export type StartImportResponse = z.infer<typeof startImportResponseSchema>;

export const importParamsSchema = z.object({ id: z.uuid() });

/** GET /api/imports: the listener's latest import, to find a running one again after a reload. */
export const latestImportSchema = z.object({ run: importRunSchema.nullable() });
export type LatestImport = z.infer<typeof latestImportSchema>;
