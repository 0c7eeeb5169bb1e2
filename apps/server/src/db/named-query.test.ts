import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../test-support/test-database.ts';
import type { DatabaseHandle } from './database.ts';
import { executeNamed } from './named-query.ts';

describe.each(databaseKinds)('a named statement, on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const twice = (value: number) =>
    executeNamed(
      database.db,
      'named_query_test',
      sql`select ${value}::int * 2 as twice, json_build_object('value', ${value}::int) as row`,
    );

  it('answers as execute does, with new values on every call of the same name', async () => {
    for (const value of [1, 2, 3, 4, 5, 6, 7]) {
      const plain = await database.db.execute(
        sql`select ${value}::int * 2 as twice, json_build_object('value', ${value}::int) as row`,
      );
      const named = await twice(value);
      expect((named as { rows: unknown[] }).rows).toEqual([{ twice: value * 2, row: { value } }]);
      expect((named as { rows: unknown[] }).rows).toEqual((plain as { rows: unknown[] }).rows);
    }
  });
});
