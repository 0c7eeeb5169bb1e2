import type { Database, Tx } from '../../db/database.ts';
import { eventLog } from '../../db/schema.ts';

export interface NewEvent {
  eventType: string;
  eventData: Record<string, unknown>;
  createdAt?: Date;
}

/** Stores events in one statement: all of them or none. */
export async function insertEvents(
  db: Database | Tx,
  userId: string,
  events: NewEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const rows = await db
    .insert(eventLog)
    .values(events.map((event) => ({ userId, ...event })))
    .returning({ id: eventLog.id });
  return rows.length;
}
