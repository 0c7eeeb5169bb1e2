import type { LogEventRequest } from '@album-club/contracts/events';
import type { Database } from '../../db/database.ts';
import { insertEvents } from './events.repository.ts';

/** Other modules record events inside their own transactions. */
export { insertEvents };

/** Keeps every event of the batch, or none (the request then fails and says so). */
export async function logEvents(db: Database, userId: string, request: LogEventRequest) {
  const stored = await insertEvents(
    db,
    userId,
    request.events.map(({ eventType, eventData, occurredAt }) => ({
      eventType,
      eventData: occurredAt ? { ...eventData, occurredAt } : eventData,
    })),
  );
  return { success: true as const, stored };
}
