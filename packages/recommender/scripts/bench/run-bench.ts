// Benchmark of the recommender: latency of one recommendation at 10,000 and 100,000 albums (the
// real catalog scaled up synthetically), load and build time, heap, and beside them the time of
// a plain brute-force pass over the same album vectors. Each size runs in its own fresh process
// with V8 kept to one thread, as on a one-core server. Usage: npm run bench
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

interface Phase {
  size: number;
  loadMs: number;
  buildMs: number;
  p50: number;
  p99: number;
  floorP50: number;
  floorP99: number;
  heapMb: number;
  heapTotalMb: number;
  arrayBuffersMb: number;
}

const script = fileURLToPath(new URL('./measure-phase.ts', import.meta.url));

function phase(size: number, rounds: number, warmUp: number): Phase {
  const run = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--single-threaded',
      '--import',
      'tsx',
      script,
      String(size),
      String(rounds),
      String(warmUp),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  if (run.status !== 0) {
    process.stderr.write(run.stderr);
    throw new Error(`benchmark phase for ${size} albums failed`);
  }
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as Phase;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const mb = (value: number) => `${value.toFixed(1)} MB`;
const verdict = (value: number, target: number) => (value <= target ? 'yes' : 'NO');

const small = phase(10_000, 1000, 300);
const large = phase(100_000, 200, 100);
const rows = [
  {
    measure: 'load: catalog + word vectors',
    measured: ms(small.loadMs),
    target: '≤ 500 ms',
    met: verdict(small.loadMs, 500),
  },
  {
    measure: 'recommend p50 @ 10k albums',
    measured: ms(small.p50),
    target: '≤ 2 ms',
    met: verdict(small.p50, 2),
  },
  { measure: 'recommend p99 @ 10k albums', measured: ms(small.p99), target: '', met: '' },
  {
    measure: 'brute-force pass p50 @ 10k (floor)',
    measured: ms(small.floorP50),
    target: '',
    met: '',
  },
  {
    measure: 'recommend p50 @ 100k albums',
    measured: ms(large.p50),
    target: '≤ 20 ms',
    met: verdict(large.p50, 20),
  },
  { measure: 'recommend p99 @ 100k albums', measured: ms(large.p99), target: '', met: '' },
  {
    measure: 'brute-force pass p50 @ 100k (floor)',
    measured: ms(large.floorP50),
    target: '',
    met: '',
  },
  {
    measure: 'heap used by 10k catalog + engine',
    measured: mb(small.heapMb),
    target: '≤ 50 MB',
    met: verdict(small.heapMb, 50),
  },
  {
    measure: 'typed arrays outside the heap @ 10k',
    measured: mb(small.arrayBuffersMb),
    target: '',
    met: '',
  },
  { measure: 'heap used @ 100k', measured: mb(large.heapMb), target: '', met: '' },
  {
    measure: 'engine build (once at boot) @ 10k',
    measured: ms(small.buildMs),
    target: '',
    met: '',
  },
  {
    measure: 'engine build (once at boot) @ 100k',
    measured: ms(large.buildMs),
    target: '',
    met: '',
  },
];
console.log(
  'Recommender benchmark (one V8 thread per phase; each request is a development-set moment,',
);
console.log('half of them for a listener with 120 albums, 300 plays and 80 past recommendations;');
console.log('measured after a warm-up, as on a running server)');
console.table(rows);
const failed = rows.some((row) => row.met === 'NO');
if (failed) console.log('Some targets were missed on this run (see the table).');
