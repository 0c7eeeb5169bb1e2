import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * Creating a PGlite cluster (initdb) takes several seconds; unpacking an empty one made at build
 * time takes about one. The build writes the template; a first start on an empty DATA_DIR uses it.
 */
export const pgliteTemplateFile = fileURLToPath(
  new URL('../../dist/pglite-template.tgz', import.meta.url),
);

export function readPgliteTemplate(dataDir: string): Blob | undefined {
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(pgliteTemplateFile)) {
    return undefined;
  }
  return new Blob([readFileSync(pgliteTemplateFile)]);
}

export async function writePgliteTemplate(startParams: string[]): Promise<void> {
  const client = new PGlite({ startParams });
  await client.waitReady;
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  writeFileSync(pgliteTemplateFile, Buffer.from(await dump.arrayBuffer()));
}
