import type { Database } from '../../db/database.ts';
import { listOutboxEntries, type StoredOutboxEntry } from '../../lib/outbox.repository.ts';

/** What the local outbox holds, newest first, for one recipient or everyone. */
export function readOutbox(db: Database, recipient?: string): Promise<StoredOutboxEntry[]> {
  return listOutboxEntries(db, recipient);
}
