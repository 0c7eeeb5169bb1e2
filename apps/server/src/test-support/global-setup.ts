import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../db/database.ts';
import { createPostgresTemplate, postgresUrl } from './postgres-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The migrated PostgreSQL database every test database is copied from; '' without one. */
    postgresTemplate: string;
  }
}

/**
 * Creating a PGlite cluster takes seconds; loading a dump of one takes a fraction of that. So a
 * run migrates one cluster, dumps it, and every test file starts from its own copy of the dump.
 * On PostgreSQL likewise: one database is migrated, and each test database is a copy of it.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'album-club-pglite-'));
  const [file, postgres] = await Promise.all([
    writePgliteDump(dir),
    postgresUrl ? createPostgresTemplate(postgresUrl) : undefined,
  ]);
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', postgres?.name ?? '');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
}

async function writePgliteDump(dir: string): Promise<string> {
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}
