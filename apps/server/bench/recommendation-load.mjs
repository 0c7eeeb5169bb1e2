// Load on POST /spotify/enhanced-recommendation: 20 listeners with sessions of their own ask for
// albums at the same time against the built server on the embedded database (PGlite), each
// keeping one request in flight; GET /healthz is measured the same way on the same server in the
// same run, as the yardstick. Reports p50, p99, requests per second and the server's CPU time
// per request for both. The listeners describe 24 moments between them, as people mostly do; a
// second run where every moment is new shows the cost when the engine has read none of them before.
// SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server while it runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/free-port.mjs';

const LISTENERS = 20;
const WARM_UP_MS = 3_000;
const MEASURE_MS = 10_000;
const TARGET_P99_MS = 50;
const TARGET_SHARE = 0.3;

const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = path.join(root, 'apps/server/dist/server.js');
if (!existsSync(serverEntry)) {
  console.log('building first (npm run build)…');
  spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'album-club-rec-bench-'));
const server = spawn(
  process.execPath,
  [...(process.env.SERVER_NODE_ARGS ? process.env.SERVER_NODE_ARGS.split(' ') : []), serverEntry],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The bench measures the work, not the per-listener limit.
      RECOMMENDATIONS_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

const agent = new http.Agent({ keepAlive: true, maxSockets: LISTENERS * 2 });

/** One HTTP request over a kept-alive connection; resolves with status, headers and body. */
function call(method, url, { body, cookie } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      `${origin}${url}`,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', origin } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function untilReady() {
  for (;;) {
    try {
      if ((await call('GET', '/readyz')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A listener with an anonymous session of their own, as the web app starts one. */
async function newListener() {
  const answer = await call('POST', '/api/auth/sign-in/anonymous', { body: {} });
  if (answer.status !== 200) throw new Error(`anonymous sign-in: ${answer.status} ${answer.body}`);
  const cookies = [answer.headers['set-cookie'] ?? []].flat();
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

const moments = [
  ['doing the dishes', 'my grandma', 'hungover but hopeful'],
  ['late night drive', 'alone', 'restless'],
  ['studying for exams', '', 'anxious'],
  ['sunday morning coffee', 'my partner', 'lazy'],
  ['house party', 'friends', 'wild'],
  ['rainy afternoon', '', 'wistful'],
  ['running in the park', '', 'pumped'],
  ['cooking dinner', 'the kids', 'cheerful'],
];
const wants = ['yeah', 'nah', 'your_choice'];

/** `fresh`: a moment never asked before (a number in the words), so nothing of it is kept. */
function recommendationRequest(n, fresh = false) {
  const [known, company, mood] = moments[n % moments.length];
  const situation = fresh ? `${known} ${n}` : known;
  return {
    responses: { activity: situation, wantNew: wants[n % wants.length] },
    userProfile: { display_name: 'Bench listener', top_artists: [] },
    guideWord: 'sage',
    currentHour: n % 24,
    situation,
    company,
    mood,
  };
}

const TICKS_PER_SECOND = 100;
/**
 * CPU seconds the server process has used so far (user + system, all its threads), from
 * /proc; null where there is no /proc. Unlike requests/s it holds on a busy or shared machine.
 */
function serverCpuSeconds() {
  try {
    const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Runs `work` in `loops` concurrent loops for `ms`; every call's latency, failures counted, and
 * the server's CPU time per answered call.
 */
async function load(loops, ms, work) {
  const latencies = [];
  const cpuBefore = serverCpuSeconds();
  let failures = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let n = loop; performance.now() < until; n += loops) {
        const started = performance.now();
        const status = await work(loop, n);
        if (status === 200) latencies.push(performance.now() - started);
        else failures++;
      }
    }),
  );
  const cpuAfter = serverCpuSeconds();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  const cpuPerCall =
    cpuBefore === null || cpuAfter === null || latencies.length === 0
      ? null
      : ((cpuAfter - cpuBefore) * 1e6) / latencies.length;
  return {
    p50: at(0.5),
    p99: at(0.99),
    perSecond: latencies.length / (ms / 1000),
    failures,
    cpuPerCall,
  };
}

try {
  await untilReady();
  const cookies = [];
  for (let i = 0; i < LISTENERS; i++) cookies.push(await newListener());

  const recommend = async (loop, n) =>
    (
      await call('POST', '/spotify/enhanced-recommendation', {
        body: recommendationRequest(n),
        cookie: cookies[loop],
      })
    ).status;
  const recommendFresh = async (loop, n) =>
    (
      await call('POST', '/spotify/enhanced-recommendation', {
        body: recommendationRequest(n, true),
        cookie: cookies[loop],
      })
    ).status;
  const health = async () => (await call('GET', '/healthz')).status;

  await load(LISTENERS, WARM_UP_MS, recommend);
  await load(LISTENERS, WARM_UP_MS, health);
  const healthz = await load(LISTENERS, MEASURE_MS, health);
  const recommendation = await load(LISTENERS, MEASURE_MS, recommend);
  const freshMoments = await load(LISTENERS, MEASURE_MS, recommendFresh);

  const share = recommendation.perSecond / healthz.perSecond;
  const ms = (value) => `${value.toFixed(1)} ms`;
  const cpu = (value) => (value === null ? 'n/a' : `${value.toFixed(0)} µs`);
  const rows = [
    ['enhanced-recommendation p50', ms(recommendation.p50), ''],
    ['enhanced-recommendation p99', ms(recommendation.p99), `≤ ${TARGET_P99_MS} ms`],
    ['enhanced-recommendation requests/s', recommendation.perSecond.toFixed(0), ''],
    ['enhanced-recommendation server CPU per request', cpu(recommendation.cpuPerCall), ''],
    ['  … every moment new: p50', ms(freshMoments.p50), ''],
    ['  … every moment new: p99', ms(freshMoments.p99), ''],
    ['  … every moment new: requests/s', freshMoments.perSecond.toFixed(0), ''],
    ['  … every moment new: server CPU per request', cpu(freshMoments.cpuPerCall), ''],
    ['/healthz p50', ms(healthz.p50), ''],
    ['/healthz p99', ms(healthz.p99), ''],
    ['/healthz requests/s', healthz.perSecond.toFixed(0), ''],
    ['/healthz server CPU per request', cpu(healthz.cpuPerCall), ''],
    [
      'recommendation throughput / healthz throughput',
      `${(share * 100).toFixed(0)} %`,
      `≥ ${TARGET_SHARE * 100} %`,
    ],
    [
      'failed requests (recommendation / healthz)',
      `${recommendation.failures + freshMoments.failures} / ${healthz.failures}`,
      '0',
    ],
  ];
  console.log(
    `\nrecommendations under load: ${LISTENERS} concurrent listeners, ${MEASURE_MS / 1000} s each, embedded database`,
  );
  for (const [what, value, target] of rows)
    console.log(`  ${what.padEnd(50)} ${value.padStart(10)}   ${target ? `target ${target}` : ''}`);
  if (recommendation.failures + freshMoments.failures > 0 || healthz.failures > 0)
    process.exitCode = 1;
} finally {
  agent.destroy();
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
