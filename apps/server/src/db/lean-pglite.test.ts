import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeanPGlite } from './lean-pglite.ts';

// Every kind of value the app reads back: the ones Drizzle keeps as text and the ones PGlite parses.
const EVERY_KIND = sql`select
  timestamptz '2026-11-21 10:00:00+00' as at, timestamp '2026-11-21 10:00:00' as local_at,
  date '2026-11-21' as day, interval '90 minutes' as span, 8.5::numeric as rating,
  array[timestamptz '2026-11-21 10:00:00+00'] as ats, array[date '2026-11-21'] as days,
  array[8.5::numeric] as ratings, array[interval '1 hour'] as spans,
  array[timestamp '2026-11-21 10:00:00'] as local_ats, 42::int as count, 9007199254740993::bigint as big,
  true as yes, '{"tags": ["calm"]}'::jsonb as details, array['calm', 'late'] as tags,
  array[1, 2] as ranks, 0.25::real as score`;

describe('PGlite holding Drizzle parsers itself', () => {
  const plain = new PGlite();
  const lean = new LeanPGlite({});
  beforeAll(() => Promise.all([plain.waitReady, lean.waitReady]), 60_000);
  afterAll(() => Promise.all([plain.close(), lean.close()]));

  it('answers Drizzle queries with the same values as PGlite given the parsers per query', async () => {
    const expected = await drizzle({ client: plain }).execute(EVERY_KIND);
    const leanDb = drizzle({ client: lean });
    expect((await leanDb.execute(EVERY_KIND)).rows).toEqual(expected.rows);
    expect(expected.rows[0]).toMatchObject({ at: '2026-11-21 10:00:00+00', ratings: '{8.5}' });
    const inTransaction = await leanDb.transaction((tx) => tx.execute(EVERY_KIND));
    expect(inTransaction.rows).toEqual(expected.rows);
  });

  it('still uses parsers a caller passes that are not Drizzle ones', async () => {
    const asWords = { [types.INT4]: (value: string) => `n${value}` };
    const answer = await lean.query<{ n: string }>('select 1::int as n', [], {
      parsers: asWords,
    });
    expect(answer.rows).toEqual([{ n: 'n1' }]);
    const inTransaction = await lean.transaction((tx) =>
      tx.query<{ n: string }>('select 2::int as n', [], { parsers: asWords }),
    );
    expect(inTransaction.rows).toEqual([{ n: 'n2' }]);
  });
});
