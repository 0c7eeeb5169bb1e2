import type { SQL } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * Rows of a raw query's result. PGlite and node-postgres both answer `{ rows }`, but Drizzle's
 * shared type for the two leaves the result untyped; the caller names the row shape its SQL selects.
 */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('the database answered without rows');
  return rows as T[];
}

/** Rows of a raw SQL query (see `rowsOf`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}
