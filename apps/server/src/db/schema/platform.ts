import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Request counters for rate limits, shared by every app instance: one row per key (a rule and
 * who it counts, e.g. an IP address or a phone number) and fixed window.
 */
export const rateLimit = pgTable(
  'rate_limit',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_expires_idx').on(table.expiresAt)],
);

/**
 * Messages the product would send (sign-in codes, verification mail) when no SMS or SMTP service
 * is configured. Readable at /dev/outbox outside production only.
 */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_message_created_idx').on(table.createdAt)],
);
