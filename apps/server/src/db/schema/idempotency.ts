import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Creates made with an `Idempotency-Key`: one row per listener and key, holding what the first
 * request asked (a fingerprint) and, once it finished, its answer to replay. In the database so
 * a retry that reaches another app instance finds it too.
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is still being handled. */
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
