// One benchmark phase in a fresh process (run by run-bench.ts): prints one JSON line.
import { loadBuiltInCatalog } from '../../src/catalog/load-catalog.ts';
import { loadBuiltInGenreTree } from '../../src/catalog/load-genre-tree.ts';
import { createEngine } from '../../src/engine/create-engine.ts';
import { loadBuiltInWordVectors } from '../../src/vectors/load-word-vectors.ts';
import { benchRequests } from './bench-requests.ts';
import { bruteForcePass } from './brute-force.ts';
import { scaleCatalog } from './synthetic-catalog.ts';

const size = Number(process.argv[2]);
const rounds = Number(process.argv[3] ?? 300);
const warmUp = Number(process.argv[4] ?? 100);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

gc();
const heapBefore = process.memoryUsage();
let start = performance.now();
const real = loadBuiltInCatalog();
const vectors = loadBuiltInWordVectors();
const genreTree = loadBuiltInGenreTree();
const loadMs = performance.now() - start;

const catalog = scaleCatalog(real, size);
start = performance.now();
const engine = createEngine(catalog, vectors, { genreTree });
const buildMs = performance.now() - start;

const requests = benchRequests(catalog);
// With V8 on one thread the optimising compiler runs inside requests until the code is warm.
for (let i = 0; i < warmUp; i += 1) {
  engine.recommend(requests[i % requests.length] as (typeof requests)[number]);
}
const times: number[] = [];
for (let i = 0; i < rounds; i += 1) {
  const request = requests[i % requests.length] as (typeof requests)[number];
  const t = performance.now();
  engine.recommend(request);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);

const { dims, data } = engine.albumVectors;
const query = Float32Array.from({ length: dims }, (_, d) => Math.sin(d + 1));
for (let i = 0; i < 20; i += 1) bruteForcePass(data, engine.size, dims, query);
const floor: number[] = [];
for (let i = 0; i < rounds; i += 1) {
  query[i % dims] = Math.cos(i);
  const t = performance.now();
  bruteForcePass(data, engine.size, dims, query);
  floor.push(performance.now() - t);
}
floor.sort((a, b) => a - b);

gc();
const heapAfter = process.memoryUsage();
process.stdout.write(
  `${JSON.stringify({
    size: engine.size,
    loadMs,
    buildMs,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    floorP50: quantile(floor, 0.5),
    floorP99: quantile(floor, 0.99),
    heapMb: (heapAfter.heapUsed - heapBefore.heapUsed) / 1e6,
    heapTotalMb: heapAfter.heapUsed / 1e6,
    arrayBuffersMb: (heapAfter.arrayBuffers - heapBefore.arrayBuffers) / 1e6,
  })}\n`,
);
