// Writes the SQL migration that moves stored alias ids onto their kept albums (see DATA.md).
// Usage: npm run -s build:alias-migration -w packages/recommender -- --out FILE
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadBuiltInCatalog } from '../src/catalog/load-catalog.ts';
import { aliasMigrationSql } from './catalog/alias-migration.ts';

const outIndex = process.argv.indexOf('--out');
const out = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
if (!out) {
  process.stderr.write('build-alias-migration: --out FILE is required\n');
  process.exit(2);
}
const albums = loadBuiltInCatalog();
// npm runs workspace scripts in the package folder; FILE is taken from where npm was started.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), out);
writeFileSync(path, aliasMigrationSql(albums));
const aliases = albums.reduce((sum, album) => sum + (album.aliases?.length ?? 0), 0);
console.log(`Wrote ${path}: ${aliases} aliases`);
