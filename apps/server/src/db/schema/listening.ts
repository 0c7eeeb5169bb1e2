import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth.ts';
import { album } from './albums.ts';

const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** A listener's own record of an album (spec: Stored user album record, per-album flags). */
export const userAlbum = pgTable(
  'user_album',
  {
    userId: userRef(),
    albumId: text('album_id')
      .notNull()
      .references(() => album.id),
    /** 0–10; null until rated. */
    rating: real('rating'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    notes: text('notes'),
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** Yes / no / not said. */
    isKnown: boolean('is_known'),
    /** In the listener's Spotify library, as of the last sync or write. */
    inLibrary: boolean('in_library').notNull().default(false),
    librarySavedAt: timestamp('library_saved_at', { withTimezone: true }),
    lastListenedAt: timestamp('last_listened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.albumId] }),
    index('user_album_updated_idx').on(table.userId, table.updatedAt),
  ],
);

/** Every play the product has seen; plays accumulate across syncs. */
export const play = pgTable(
  'play',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    trackId: text('track_id').notNull(),
    albumId: text('album_id')
      .notNull()
      .references(() => album.id),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('play_once').on(table.userId, table.trackId, table.playedAt),
    index('play_user_time_idx').on(table.userId, table.playedAt),
  ],
);

export const topArtist = pgTable(
  'top_artist',
  {
    userId: userRef(),
    timeRange: text('time_range').notNull(),
    rank: integer('rank').notNull(),
    artistId: text('artist_id').notNull(),
    name: text('name').notNull(),
    genres: jsonb('genres').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.timeRange, table.rank] })],
);

/** One run of the library/history import (spec: Album sync). */
export const syncRun = pgTable(
  'sync_run',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    status: text('status').$type<'running' | 'succeeded' | 'failed'>().notNull(),
    message: text('message'),
    albumsSynced: integer('albums_synced').notNull().default(0),
    libraryTotal: integer('library_total'),
    playsAdded: integer('plays_added').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sync_run_user_idx').on(table.userId, table.startedAt),
    // One running sync per listener, across every app instance: a second start joins it.
    uniqueIndex('sync_run_one_running_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'running'`),
  ],
);

/** Every album the engine gave a listener, with the moment it was for. */
export const recommendation = pgTable(
  'recommendation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    albumId: text('album_id')
      .notNull()
      .references(() => album.id),
    situation: text('situation').notNull(),
    company: text('company'),
    mood: text('mood'),
    wantNew: text('want_new').$type<'yeah' | 'nah' | 'your_choice'>().notNull(),
    localHour: integer('local_hour'),
    score: real('score'),
    explanation: text('explanation').notNull(),
    shortExplanation: text('short_explanation').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recommendation_user_idx').on(table.userId, table.createdAt)],
);
