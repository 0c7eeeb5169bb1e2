// Start-up and footprint of the built product: cold start to /readyz (first start on an empty
// DATA_DIR, then restarts), idle resident memory, and the landing page's JavaScript, gzipped.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort } from '../../../scripts/free-port.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = path.join(root, 'apps/server/dist/server.js');
const webDist = path.join(root, 'apps/web/dist');
if (!existsSync(serverEntry) || !existsSync(path.join(webDist, 'index.html'))) {
  console.log('building first (npm run build)…');
  spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
}

async function startOnce(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const res = await fetch(`http://localhost:${port}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = performance.now() - started;
  return { child, port, readyMs };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function stop(child) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'album-club-bench-'));
const first = await startOnce(dataDir);
await stop(first.child);
const restarts = [];
let idleRss = 0;
for (let i = 0; i < 5; i++) {
  const run = await startOnce(dataDir);
  restarts.push(run.readyMs);
  if (i === 4) {
    for (let j = 0; j < 20; j++) await fetch(`http://localhost:${run.port}/`);
    await new Promise((r) => setTimeout(r, 3000));
    idleRss = rssMb(run.child.pid);
  }
  await stop(run.child);
}
rmSync(dataDir, { recursive: true, force: true });

const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const landingJsGz = scripts.reduce(
  (sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length,
  0,
);

restarts.sort((a, b) => a - b);
const rows = [
  ['first start on an empty DATA_DIR → /readyz', `${first.readyMs.toFixed(0)} ms`, '≤ 3000 ms'],
  ['restart → /readyz (median of 5)', `${restarts[2].toFixed(0)} ms`, '≤ 3000 ms'],
  ['idle server RSS', `${idleRss.toFixed(0)} MB`, '≤ 300 MB'],
  [
    `landing-page JavaScript, gzipped (${scripts.length} file)`,
    `${(landingJsGz / 1024).toFixed(1)} KB`,
    '≤ 100 KB',
  ],
];
console.log('\nstart-up and footprint');
for (const [what, value, target] of rows)
  console.log(`  ${what.padEnd(52)} ${value.padStart(9)}   target ${target}`);
