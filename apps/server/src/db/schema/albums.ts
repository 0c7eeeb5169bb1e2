import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every album the product has shown or stored. The id is the Spotify album id when the album is
 * known to Spotify, otherwise the built-in catalog id (`csv_…`, no provider tracks).
 */
export const album = pgTable(
  'album',
  {
    id: text('id').primaryKey(),
    spotifyId: text('spotify_id').unique(),
    catalogId: text('catalog_id'),
    title: text('title').notNull(),
    artists: jsonb('artists').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url'),
    releaseDate: text('release_date'),
    totalTracks: integer('total_tracks'),
    durationMs: integer('duration_ms'),
    genres: jsonb('genres').$type<string[]>().notNull().default([]),
    spotifyUrl: text('spotify_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('album_catalog_idx').on(table.catalogId)],
);
