// Restart of the built server on the embedded database: time from spawn to /readyz after a clean
// stop (SIGTERM) and after kill -9: idle, right after a burst of writes, and 12 s after one (past
// the embedded database's next checkpoint).
// Usage: node apps/server/bench/restart-after-kill.mjs [rounds=3] [writes=1500]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/free-port.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = path.join(root, 'apps/server/dist/server.js');
if (!existsSync(serverEntry)) {
  console.log('building the server first…');
  for (const workspace of ['contracts', 'recommender', 'spotify-emulator', 'server'])
    spawnSync('npm', ['run', '-s', 'build', '-w', `@album-club/${workspace}`], {
      cwd: root,
      stdio: 'inherit',
    });
}
const rounds = Number(process.argv[2] ?? 3);
const writes = Number(process.argv[3] ?? 1500);
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;

function start(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, started, exited };
}

async function ready(run) {
  for (;;) {
    try {
      const res = await fetch(`${origin}/readyz`);
      if (res.ok) return performance.now() - run.started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** One request from a loopback address of its own (the sign-in limits count per address). */
function call(method, url, { body, cookie, from }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${origin}${url}`,
      {
        method,
        localAddress: from,
        headers: {
          origin,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Ratings from a few anonymous listeners, eight at a time: a burst of small transactions. */
async function burst(round) {
  const listeners = [];
  for (let i = 0; listeners.length * 100 < writes; i++) {
    const from = `127.0.${round + 1}.${i + 2}`;
    const res = await call('POST', '/api/auth/sign-in/anonymous', { body: {}, from });
    const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    listeners.push({ cookie, from });
  }
  let next = 0;
  const worker = async () => {
    while (next < writes) {
      const n = next++;
      const listener = listeners[Math.floor(n / 100)];
      await call('POST', '/spotify/album-interaction', {
        ...listener,
        body: {
          albumId: `csv_restart-${round}-${n}`,
          albumName: `Album ${n}`,
          artistName: 'Artist',
          interactionType: 'rate',
          rating: (n % 10) + 1,
        },
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const dataDir = mkdtempSync(path.join(tmpdir(), 'album-club-restart-'));
const figures = { clean: [], killedIdle: [], killedAfterWrites: [], killed12sAfterWrites: [] };
try {
  let run = start(dataDir);
  await ready(run);
  for (let round = 0; round < rounds; round++) {
    for (const [kind, write, signal, settleMs] of [
      ['clean', true, 'SIGTERM', 0],
      ['killedIdle', false, 'SIGKILL', 0],
      ['killedAfterWrites', true, 'SIGKILL', 0],
      ['killed12sAfterWrites', true, 'SIGKILL', 12_000],
    ]) {
      if (write) await burst(round * 4 + Object.keys(figures).indexOf(kind));
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      run.child.kill(signal);
      await run.exited;
      run = start(dataDir);
      figures[kind].push(await ready(run));
    }
  }
  run.child.kill('SIGTERM');
  await run.exited;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
for (const [kind, values] of Object.entries(figures))
  console.log(
    `${kind.padEnd(21)} to /readyz: median ${Math.round(median(values))} ms ` +
      `(${values.map((v) => Math.round(v)).join(', ')})`,
  );
