import type { Database } from '../../db/database.ts';
import {
  readRecordsOf,
  type ReadRecords,
  type RecordsCaller,
} from './listener-records.repository.ts';

const MAX_CALLERS_PER_STATEMENT = 16;
const MAX_STATEMENTS_IN_FLIGHT = 4;

interface Waiting {
  caller: RecordsCaller;
  resolve: (records: ReadRecords) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads listeners' records as requests ask for them, several listeners in one statement: the
 * requests that arrive in the same turn of the event loop, or while the statements already sent
 * are at their limit, go together. One round trip serves many requests under load (fewer
 * statements for the database, less work per request for the server); a lone request is read
 * at once, as before. A failed statement fails the requests it carried.
 */
export function listenerRecordsReader(db: Database, windowSeconds: number) {
  let waiting: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  async function read(batch: Waiting[]) {
    inFlight++;
    try {
      const records = await readRecordsOf(
        db,
        batch.map((entry) => entry.caller),
        windowSeconds,
      );
      batch.forEach((entry, i) => entry.resolve(records[i] as ReadRecords));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      inFlight--;
      schedule();
    }
  }

  function send() {
    scheduled = false;
    while (waiting.length > 0 && inFlight < MAX_STATEMENTS_IN_FLIGHT) {
      const batch = waiting.slice(0, MAX_CALLERS_PER_STATEMENT);
      waiting = waiting.slice(batch.length);
      void read(batch);
    }
  }

  function schedule() {
    if (scheduled || waiting.length === 0 || inFlight >= MAX_STATEMENTS_IN_FLIGHT) return;
    scheduled = true;
    // Lets the requests already under way reach this point first, so they share the statement.
    setImmediate(send);
  }

  /** The caller's records, read with whichever others are asked for now. */
  return (caller: RecordsCaller): Promise<ReadRecords> =>
    new Promise((resolve, reject) => {
      waiting.push({ caller, resolve, reject });
      schedule();
    });
}
export type ReadListenerRecords = ReturnType<typeof listenerRecordsReader>;
