// Build step: `node dist/db/create-pglite-template.js` writes the migrated-cluster template.
import { pgliteStartParams } from './open-pglite.ts';
import { pgliteTemplateDir, writePgliteTemplate } from './pglite-template.ts';

// PGlite's start-up awaits work that holds no handle open; without one Node would exit early.
const keepAlive = setInterval(() => undefined, 1000);
try {
  await writePgliteTemplate(pgliteStartParams);
  console.log(`wrote ${pgliteTemplateDir}`);
} finally {
  clearInterval(keepAlive);
}
