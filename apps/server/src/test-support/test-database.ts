import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { openPglite } from '../db/open-pglite.ts';
import { openPostgres } from '../db/open-postgres.ts';
import {
  adminQuery,
  databaseUrl,
  postgresUrl,
  uniqueDatabaseName,
  untilDisconnected,
} from './postgres-template.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const databaseKinds: DatabaseKind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

let pgliteDump: Buffer | undefined;

/**
 * The template dump as PGlite reads it (`arrayBuffer()`), handed over as one copy of the bytes
 * held in memory: a Blob over them is read back in small chunks and joined again, which took a
 * good part of opening a test database.
 */
class HeldDump extends Blob {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    super([]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.#bytes).buffer);
  }
}

/** A fresh, migrated database that no other test run can see; closing it removes it. */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    // Read once per worker; each database loads its own copy and never writes the dump.
    pgliteDump ??= readFileSync(inject('pgliteTemplate'));
    return openPglite({ loadDataDir: new HeldDump(pgliteDump) });
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const adminUrl = postgresUrl;
  const name = uniqueDatabaseName('album_club_test');
  const template = inject('postgresTemplate');
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  // Still migrated as the app is, which finds nothing left to apply on a copy of the template.
  const url = databaseUrl(adminUrl, name);
  const handle = await openPostgres(url, 5);
  const opened: DatabaseHandle = {
    ...handle,
    close: async () => {
      await handle.close();
      // The pool's sockets finish closing a moment after end() resolves; killing them mid-close
      // would surface as an unhandled error, so wait until the server has let them go.
      await untilDisconnected(adminUrl, name);
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
  urls.set(opened, url);
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
