// Works out every built-in album's hubness once and writes data/hubs.bin, so engines over the
// built-in catalog start without the few seconds it takes. Run after changing the catalog, the
// word vectors, the genre tree, the lexicon or the fit; a test says when the file is stale.
// Usage: npm run build:hubs -w @album-club/recommender
import { loadBuiltInCatalog } from '../src/catalog/load-catalog.ts';
import { builtInHubsUrl, writeBuiltInHubs } from '../src/load/built-in-hubs.ts';
import { createBuiltInEngine } from '../src/load/built-in-engine.ts';

const catalog = loadBuiltInCatalog();
const started = performance.now();
const { hubs } = createBuiltInEngine(catalog, { shippedHubs: false });
if (!hubs) throw new Error('the built-in catalog has no hubness to ship');
writeBuiltInHubs(catalog, hubs);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${hubs.length} albums' hubness → ${builtInHubsUrl.pathname} (${seconds} s)`);
