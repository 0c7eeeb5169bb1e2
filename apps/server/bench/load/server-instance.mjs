// Starts the built server as a child process for a bench and reads its CPU time from /proc.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TICKS_PER_SECOND = 100;

/**
 * One server on `port`. `env` adds to the bench defaults (embedded database in a fresh
 * DATA_DIR unless DATABASE_URL is given). SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"
 * profiles it.
 */
export async function startServerInstance(serverEntry, { port, publicUrl, env = {} }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'album-club-bench-'));
  const nodeArgs = process.env.SERVER_NODE_ARGS ? process.env.SERVER_NODE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The bench measures the work, not the per-listener limit.
      RECOMMENDATIONS_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await untilReady(port, exited);
  return {
    pid: child.pid,
    cpuSeconds: () => cpuSecondsOf(child.pid),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds (user + system, all threads) a process has used so far; null without /proc. */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function readyzStatus(port) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/readyz' }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', () => resolve(0));
  });
}

async function untilReady(port, exited) {
  let gone = false;
  exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the server on port ${port} exited before it was ready`);
    if ((await readyzStatus(port)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
