import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth.ts';

export type ImportStatus = 'running' | 'done' | 'failed' | 'cancelled';

/** One import of a listening-history or Album Club export file (the same job design as sync_run). */
export const importRun = pgTable(
  'import_run',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').$type<ImportStatus>().notNull(),
    format: text('format').notNull(),
    filesRead: integer('files_read').notNull().default(0),
    plays: integer('plays').notNull().default(0),
    albums: integer('albums').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** Refused lines counted by reason. */
    refusals: jsonb('refusals').$type<Record<string, number>>().notNull().default({}),
    /** Plays whose album could not be found (tracks without album names). */
    unmatched: integer('unmatched').notNull().default(0),
    /** Album records and gives restored from an Album Club export. */
    restored: integer('restored').notNull().default(0),
    message: text('message'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('import_run_user_idx').on(table.userId, table.startedAt),
    // One running import per listener, across every app instance.
    uniqueIndex('import_run_one_running_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'running'`),
  ],
);
