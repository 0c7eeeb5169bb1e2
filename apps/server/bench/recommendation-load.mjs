// Load on POST /spotify/enhanced-recommendation, as listeners with sessions of their own cause it,
// each keeping one request in flight. Always on the embedded database (PGlite); with
// BENCH_DATABASE_URL also on one PostgreSQL (a database of its own, dropped afterwards), with one
// instance and with two instances behind a round-robin proxy. For each: p50, p99, requests/s
// and the servers' CPU time per request, for repeated moments and for moments never asked before.
// The last line is machine-readable (`recommendation-bench: …`). BENCH_POSTGRES_ONLY=1 skips the
// embedded runs (and the figures compared with them).
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/free-port.mjs';
import { createBenchDatabase } from './load/bench-database.mjs';
import { createClient } from './load/http-client.mjs';
import { measureLoad, totalCpu } from './load/measure-load.mjs';
import { newMoment, repeatedMoment } from './load/moments.mjs';
import { startRoundRobinProxy } from './load/round-robin-proxy.mjs';
import { startServerInstance } from './load/server-instance.mjs';

const WARM_UP_MS = 3_000;
const MEASURE_MS = 10_000;
const LISTENERS = 20;
const CROWD = 100;
const TARGETS = { newP99: 50, newCpu: 1.2, pgCpuRatio: 1.2, pgP99: 50, twoP99: 250 };
// Anonymous sign-ins are limited per address; listeners spread over loopback addresses.
const LISTENERS_PER_ADDRESS = 15;

const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = path.join(root, 'apps/server/dist/server.js');
if (!existsSync(serverEntry)) {
  console.log('building first (npm run build)…');
  spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
}

/** Signs `count` listeners in anonymously, as the web app starts them; their cookies. */
async function signInListeners(client, count, setup) {
  const listeners = [];
  for (let i = 0; i < count; i++) {
    const localAddress = `127.0.${setup}.${10 + Math.floor(i / LISTENERS_PER_ADDRESS)}`;
    const answer = await client.call('POST', '/api/auth/sign-in/anonymous', {
      body: {},
      localAddress,
    });
    if (answer.status !== 200)
      throw new Error(`anonymous sign-in: ${answer.status} ${answer.body}`);
    const cookie = [answer.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');
    listeners.push({ cookie, localAddress });
  }
  return listeners;
}

/** Each instance's share of the CPU the instances used since `before`: is the load spread? */
function cpuShares(instances, before) {
  const used = instances.map((instance, k) => (instance.cpuSeconds() ?? NaN) - (before[k] ?? NaN));
  const total = used.reduce((sum, seconds) => sum + seconds, 0);
  return used.map((seconds) => seconds / total);
}

/** Runs the named phases against one setup: instances behind `origin`. */
async function runPhases(origin, instances, setup, phases) {
  const client = createClient(origin);
  const cpu = totalCpu(instances);
  const crowd = Math.max(...phases.map((phase) => phase.listeners));
  const listeners = await signInListeners(client, crowd, setup);
  const ask = (moment) => async (loop, n) => {
    const { cookie, localAddress } = listeners[loop];
    const answer = await client.call('POST', '/spotify/enhanced-recommendation', {
      body: moment(n),
      cookie,
      localAddress,
    });
    return answer.status;
  };
  const results = {};
  try {
    // Every instance gets the warm-up one instance gets (its engine built and compiled, its
    // readings of the repeated moments made), and every listener's session is read on each.
    await measureLoad(crowd, WARM_UP_MS * instances.length, ask(repeatedMoment), cpu);
    for (const [index, phase] of phases.entries()) {
      const moment = phase.moments === 'new' ? (n) => newMoment(n, index * 7_919) : repeatedMoment;
      const before = instances.map((instance) => instance.cpuSeconds());
      results[phase.name] = await measureLoad(phase.listeners, MEASURE_MS, ask(moment), cpu);
      results[phase.name].cpuShares = cpuShares(instances, before);
    }
  } finally {
    client.close();
  }
  return results;
}

async function embedded() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServerInstance(serverEntry, { port, publicUrl: origin });
  try {
    return await runPhases(origin, [server], 1, [
      { name: 'repeated', moments: 'repeated', listeners: LISTENERS },
      { name: 'new', moments: 'new', listeners: LISTENERS },
    ]);
  } finally {
    await server.stop();
  }
}

const sharedSecrets = {
  AUTH_SECRET: 'bench-auth-secret-0123456789abcdef0123456789',
  TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
};

async function postgres(serverUrl, instanceCount, setup, phases) {
  const database = await createBenchDatabase(serverUrl);
  const proxyPort = instanceCount > 1 ? await freePort() : null;
  const ports = [];
  for (let i = 0; i < instanceCount; i++) ports.push(await freePort());
  const origin = `http://127.0.0.1:${proxyPort ?? ports[0]}`;
  const env = { ...sharedSecrets, DATABASE_URL: database.url, TRUST_PROXY: '127.0.0.1' };
  const instances = [];
  let proxy = null;
  try {
    // One at a time: the first applies the migrations.
    for (const port of ports)
      instances.push(await startServerInstance(serverEntry, { port, publicUrl: origin, env }));
    if (proxyPort) proxy = await startRoundRobinProxy(ports, proxyPort);
    return await runPhases(origin, instances, setup, phases);
  } finally {
    await proxy?.close();
    for (const instance of instances) await instance.stop();
    await database.drop();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const cpuText = (value) => (value === null ? 'n/a' : `${value.toFixed(2)} ms`);
const ratio = (value, base) =>
  Number.isFinite(value) && Number.isFinite(base) && base > 0 ? value / base : NaN;
const percent = (value) => (Number.isFinite(value) ? `${(value * 100).toFixed(0)}%` : 'n/a');
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '');

function printSetup(title, results, base) {
  console.log(`\n${title}`);
  console.log(
    `  ${'phase'.padEnd(30)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'req/s'.padStart(7)} ${'CPU/req'.padStart(9)}  failed  vs embedded (p99, req/s, CPU)`,
  );
  for (const [name, r] of Object.entries(results)) {
    const b = base?.[name.replace(/ .*/, '')];
    const versus = b
      ? `${times(ratio(r.p99, b.p99))} ${times(ratio(r.perSecond, b.perSecond))} ${times(ratio(r.cpuMsPerCall, b.cpuMsPerCall))}`
      : '';
    console.log(
      `  ${name.padEnd(30)} ${ms(r.p50).padStart(9)} ${ms(r.p99).padStart(9)} ${r.perSecond.toFixed(0).padStart(7)} ${cpuText(r.cpuMsPerCall).padStart(9)}  ${String(r.failures).padStart(6)}  ${versus}`,
    );
    if (r.cpuShares.length > 1)
      console.log(
        `    CPU share by instance: ${r.cpuShares.map((share) => percent(share)).join(' / ')}`,
      );
    if (r.failures > 0)
      console.log(`    failed calls by status (0: no answer): ${JSON.stringify(r.failed)}`);
  }
}

const fields = [];
const field = (name, value, digits = 2) =>
  fields.push(`${name}=${Number.isFinite(value) ? value.toFixed(digits) : 'nan'}`);
let failed = 0;
const countFailures = (results) => Object.values(results).forEach((r) => (failed += r.failures));

const postgresOnly = process.env.BENCH_POSTGRES_ONLY === '1';
const base = postgresOnly ? null : await embedded();
if (base) {
  countFailures(base);
  printSetup(`embedded database (PGlite), one instance, ${LISTENERS} listeners`, base);
  field('new_p99_ms', base.new.p99, 1);
  field('new_cpu_ms', base.new.cpuMsPerCall ?? NaN);
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const one = await postgres(serverUrl, 1, 2, [
    { name: 'repeated', moments: 'repeated', listeners: LISTENERS },
    { name: 'new', moments: 'new', listeners: LISTENERS },
    { name: `repeated ${CROWD} listeners`, moments: 'repeated', listeners: CROWD },
  ]);
  countFailures(one);
  printSetup(`PostgreSQL, one instance (${LISTENERS} listeners unless named)`, one, base);
  const two = await postgres(serverUrl, 2, 3, [
    { name: `repeated ${CROWD} listeners`, moments: 'repeated', listeners: CROWD },
    { name: `new ${CROWD} listeners`, moments: 'new', listeners: CROWD },
  ]);
  countFailures(two);
  printSetup(`PostgreSQL, two instances behind a round-robin proxy`, two, base);
  const crowdOne = one[`repeated ${CROWD} listeners`];
  const crowdTwo = two[`repeated ${CROWD} listeners`];
  if (base)
    field(
      'pg_cpu_ratio',
      ratio(one.repeated.cpuMsPerCall ?? NaN, base.repeated.cpuMsPerCall ?? NaN),
    );
  field('pg_p99_ms', one.repeated.p99, 1);
  field('two_p99_ms', crowdTwo.p99, 1);
  field('two_rps_ratio', ratio(crowdTwo.perSecond, crowdOne.perSecond));
} else {
  console.log('\nPostgreSQL runs skipped: set BENCH_DATABASE_URL=postgres://… to include them');
}

console.log(
  `\ntargets: every moment new p99 ≤ ${TARGETS.newP99} ms and CPU ≤ ${TARGETS.newCpu} ms; PostgreSQL CPU ≤ ${TARGETS.pgCpuRatio}× embedded and p99 ≤ ${TARGETS.pgP99} ms; two instances with ${CROWD} listeners p99 ≤ ${TARGETS.twoP99} ms, no errors, req/s ≥ one instance's`,
);
console.log(`failed requests: ${failed}`);
const summary = `recommendation-bench: ${fields.join(' ')}`;
if (process.env.BENCH_SUMMARY_FILE) writeFileSync(process.env.BENCH_SUMMARY_FILE, `${summary}\n`);
console.log(summary);
if (failed > 0) process.exitCode = 1;
