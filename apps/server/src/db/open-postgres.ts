import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import * as schema from './schema.ts';
import { migrationsFolder, type DatabaseHandle } from './database.ts';
import { ignoreLostConnection, OutageSafePool } from './outage-safe-pool.ts';

/** Any number of app instances may start at once; one lock makes them migrate one at a time. */
const MIGRATION_LOCK_ID = 7_263_451;

/** Migrations run on a connection of their own, free of the pool's statement bounds. */
async function migrateOnce(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', ignoreLostConnection);
  await client.connect();
  try {
    // A session lock: ending the connection releases it.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client, schema }), { migrationsFolder });
  } finally {
    await client.end().catch(ignoreLostConnection);
  }
}

export async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  await migrateOnce(url);
  const pool = new OutageSafePool({ connectionString: url, max: poolSize });
  const db = drizzle({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
