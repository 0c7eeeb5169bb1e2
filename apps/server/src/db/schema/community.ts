import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { album } from './albums.ts';

/** A recommendation a listener gave the club, optionally to a friend by e-mail. */
export const give = pgTable(
  'give',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giverId: text('giver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    albumId: text('album_id').references(() => album.id),
    albumTitle: text('album_title').notNull(),
    artist: text('artist').notNull(),
    situation: text('situation').notNull(),
    description: text('description').notNull(),
    recipientEmail: text('recipient_email'),
    /** SHA-256 of the friend link's token; the token itself is only ever in the e-mail. */
    linkTokenHash: text('link_token_hash').unique(),
    /** When the friend's e-mail was handed to the mail sender; null while unsent or after a failure. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    recipientUserId: text('recipient_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('give_giver_idx').on(table.giverId, table.createdAt),
    index('give_album_idx').on(table.albumId),
    index('give_created_idx').on(table.createdAt),
  ],
);

/** Share rewards (spec: +50 Discovery Points, +1 Community Karma, badges). */
export const memberReward = pgTable('member_reward', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  discoveryPoints: integer('discovery_points').notNull().default(0),
  communityKarma: integer('community_karma').notNull().default(0),
  badges: jsonb('badges').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row whose version goes up when the club's gives aggregate may have changed (a give stored,
 * moved or deleted, a giver's account made permanent): bumped by triggers at commit (migration
 * 0008), so an instance that kept the aggregate learns it is stale with one key lookup.
 */
export const communityGivesVersion = pgTable('community_gives_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
