import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import {
  insertRecommendations,
  type NewRecommendationRow,
  type StoredRecommendationRow,
} from './recommendations.repository.ts';

const MAX_ROWS_PER_STATEMENT = 200;

interface Waiting {
  row: StoredRecommendationRow;
  done: (error?: unknown) => void;
}

/**
 * Stores recommendations as they are made, several listeners' in one statement: while one
 * insert runs, the rows that arrive wait and go together in the next (group commit). Each caller
 * still gets its answer only once its row is stored. If a shared statement fails, its rows are
 * tried one by one so that one bad row fails only its own request.
 */
export function recommendationWriter(db: Database) {
  let waiting: Waiting[] = [];
  let writing = false;

  async function write(batch: Waiting[]) {
    try {
      await insertRecommendations(
        db,
        batch.map((entry) => entry.row),
      );
      for (const entry of batch) entry.done();
    } catch (error) {
      if (batch.length === 1) batch[0]?.done(error);
      else for (const entry of batch) await write([entry]);
    }
  }

  async function drain() {
    writing = true;
    // Lets the requests already under way reach this point first, so they share the statement.
    await new Promise((resolve) => setImmediate(resolve));
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MAX_ROWS_PER_STATEMENT);
      waiting = waiting.slice(batch.length);
      await write(batch);
    }
    writing = false;
  }

  /** Stores the row; resolves with its id once it is in the database. */
  return (row: NewRecommendationRow & Pick<StoredRecommendationRow, 'album'>): Promise<string> =>
    new Promise((resolve, reject) => {
      const id = row.id ?? randomUUID();
      waiting.push({
        row: { ...row, id, createdAt: row.createdAt ?? new Date() },
        done: (error) => (error === undefined ? resolve(id) : reject(error)),
      });
      if (!writing) void drain();
    });
}
export type StoreRecommendation = ReturnType<typeof recommendationWriter>;
