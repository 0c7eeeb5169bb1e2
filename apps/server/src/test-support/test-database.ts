import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { openPglite } from '../db/open-pglite.ts';
import { openPostgres } from '../db/open-postgres.ts';

export type DatabaseKind = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const databaseKinds: DatabaseKind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, migrated database that no other test run can see; closing it removes it. */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const dump = readFileSync(inject('pgliteTemplate'));
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `album_club_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 5);
  const opened: DatabaseHandle = {
    ...handle,
    close: async () => {
      await handle.close();
      // The pool's sockets finish closing a moment after end() resolves; killing them mid-close
      // would surface as an unhandled error, so wait until the server has let them go.
      await untilDisconnected(name);
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
  urls.set(opened, url.toString());
  return opened;
}

const urls = new WeakMap<DatabaseHandle, string>();

/**
 * A pool of its own on a PostgreSQL test database, as a second app instance opens it (nothing
 * kept per database object is shared with the first). The first handle's close drops the database.
 */
export async function openSecondHandle(first: DatabaseHandle): Promise<DatabaseHandle> {
  const url = urls.get(first);
  if (!url) throw new Error('a second handle needs a PostgreSQL test database');
  return openPostgres(url, 5);
}

async function adminQuery(statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

async function untilDisconnected(database: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { rows } = await adminQuery(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    if ((rows[0] as { n: number }).n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
