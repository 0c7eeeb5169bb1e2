import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../db/open-postgres.ts';

export const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** A database name no other test run uses. */
export const uniqueDatabaseName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

/** `url` with its database swapped for `name`. */
export function databaseUrl(url: string, name: string): string {
  const named = new URL(url);
  named.pathname = `/${name}`;
  return named.toString();
}

export async function adminQuery(
  url: string,
  statement: string,
  values: unknown[] = [],
): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/**
 * Running every migration takes about a second per database; copying a migrated database takes
 * a fraction of that. So a run migrates one template, and no connection stays open to it (a
 * database is only copied while nobody is connected to it).
 */
export async function createPostgresTemplate(url: string) {
  const name = uniqueDatabaseName('album_club_template');
  await adminQuery(url, `create database ${name}`);
  const migrated = await openPostgres(databaseUrl(url, name), 1);
  await migrated.close();
  await untilDisconnected(url, name);
  return {
    name,
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
}

/** Until the server has let go of every connection to `database` (they close after end()). */
export async function untilDisconnected(url: string, database: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { rows } = await adminQuery(
      url,
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    if ((rows[0] as { n: number }).n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
