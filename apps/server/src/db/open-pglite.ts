import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { LeanPGlite } from './lean-pglite.ts';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import * as schema from './schema.ts';
import { migrationsFolder, type DatabaseHandle } from './database.ts';
import { copyPgliteTemplate } from './pglite-template.ts';
import { checkpointWhileWriting } from './pglite-checkpoints.ts';

type PgliteSource = { dataDir: string } | { loadDataDir: Blob };

/**
 * PGlite serves one app instance, so PostgreSQL's default 128 MB of shared buffers mostly sits
 * idle; 16 MB keeps the server's resident memory and start-up time down. Since the recommendation
 * path reads kept records and stores answers together (decision 010), the smaller pool costs the
 * steady load nothing measurable; a load of never-seen moments on a large table loses about a
 * quarter of its throughput.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** The embedded database: PostgreSQL compiled to WebAssembly, stored in DATA_DIR. */
export async function openPglite(source: PgliteSource): Promise<DatabaseHandle> {
  let client: LeanPGlite;
  if ('dataDir' in source) {
    const dir = path.join(source.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    copyPgliteTemplate(dir);
    client = new LeanPGlite({ dataDir: dir, startParams: pgliteStartParams });
  } else {
    client = new LeanPGlite({ loadDataDir: source.loadDataDir, startParams: pgliteStartParams });
  }
  await client.waitReady;
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  // Only a folder on disk outlives the process, so only there is a crash's replay worth bounding.
  const stopCheckpoints = 'dataDir' in source ? checkpointWhileWriting(client) : () => undefined;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      stopCheckpoints();
      await client.close();
    },
  };
}
