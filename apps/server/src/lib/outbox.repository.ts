import { desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { outboxMessage } from '../db/schema.ts';

export interface OutboxEntry {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  text: string;
  html?: string;
}

export type StoredOutboxEntry = OutboxEntry & { id: string; createdAt: Date };

/** Messages older than this are dropped as new ones arrive: the outbox is for the moment. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const LIST_LIMIT = 200;

export async function addOutboxEntry(db: Database, entry: OutboxEntry, now = new Date()) {
  await db
    .delete(outboxMessage)
    .where(lt(outboxMessage.createdAt, new Date(now.getTime() - KEEP_MS)));
  await db.insert(outboxMessage).values({
    channel: entry.channel,
    recipient: entry.recipient,
    subject: entry.subject ?? null,
    text: entry.text,
    html: entry.html ?? null,
    createdAt: now,
  });
}

export async function listOutboxEntries(
  db: Database,
  recipient?: string,
): Promise<StoredOutboxEntry[]> {
  const rows = await db
    .select()
    .from(outboxMessage)
    .where(recipient ? eq(outboxMessage.recipient, recipient) : undefined)
    .orderBy(desc(outboxMessage.createdAt))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject ?? undefined,
    text: row.text,
    html: row.html ?? undefined,
    createdAt: row.createdAt,
  }));
}
