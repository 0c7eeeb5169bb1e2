import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './database.ts';

/**
 * Creating a PGlite cluster (initdb), migrating it and unpacking it into a folder takes several
 * seconds; copying a folder made at build time takes a fraction of one. The build writes the
 * template; a first start on an empty DATA_DIR copies it (and still applies any migration the
 * template lacks).
 */
export const pgliteTemplateDir = fileURLToPath(
  new URL('../../dist/pglite-template', import.meta.url),
);

/** Fills an empty PGlite folder from the template; false when there is none to copy. */
export function copyPgliteTemplate(dataDir: string): boolean {
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(pgliteTemplateDir)) return false;
  cpSync(pgliteTemplateDir, dataDir, { recursive: true });
  return true;
}

export async function writePgliteTemplate(startParams: string[]): Promise<void> {
  const memory = new PGlite({ startParams });
  await memory.waitReady;
  await migrate(drizzle({ client: memory }), { migrationsFolder });
  const dump = await memory.dumpDataDir('none');
  await memory.close();
  // Unpacked into a folder next to the final one, then moved, so a build never leaves half a template.
  const parent = path.dirname(pgliteTemplateDir);
  const staging = mkdtempSync(path.join(parent, 'pglite-template-'));
  const onDisk = new PGlite(staging, { startParams, loadDataDir: dump });
  await onDisk.waitReady;
  await onDisk.close();
  rmSync(pgliteTemplateDir, { recursive: true, force: true });
  renameSync(staging, pgliteTemplateDir);
}
