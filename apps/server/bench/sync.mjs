// Album sync of the 2,000-album demo listener (crate-digger) against the Spotify emulator, on the
// embedded database, through the real server over HTTP: a first sync, a second one (nothing
// new), and one that meets two 429s, a burst of five 503s and an expired access token.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/free-port.mjs';
import { cookieSession } from './cookie-session.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dist = path.join(root, 'apps/server/dist');
if (!existsSync(path.join(dist, 'app.js'))) {
  console.log('building first (npm run build)…');
  spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
}
const { buildApp } = await import(path.join(dist, 'app.js'));
const { loadConfig } = await import(path.join(dist, 'config/config.js'));
const { openPglite } = await import(path.join(dist, 'db/open-pglite.js'));
const { demoEmulatorSettings, demoRedirectUris } = await import(
  path.join(dist, 'integrations/spotify/spotify-runtime.js')
);
const { startSpotifyEmulator } = await import('@album-club/spotify-emulator/start-emulator');
const { DEMO_CLIENT } = await import('@album-club/spotify-emulator/accounts/client-registry');
const { loadBuiltInCatalog } = await import('@album-club/recommender/catalog/load-catalog');

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'album-club-sync-bench-'));
const emulator = await startSpotifyEmulator({
  catalog: loadBuiltInCatalog(),
  admin: true,
  clients: [{ ...DEMO_CLIENT, redirectUris: demoRedirectUris(origin) }],
});
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  PUBLIC_URL: origin,
  LOG_LEVEL: 'error',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
});
const database = await openPglite({ dataDir });
const app = await buildApp(config, {
  database,
  spotify: {
    settings: demoEmulatorSettings(emulator.url),
    demo: true,
    imageOrigins: [emulator.url],
    close: async () => {},
  },
});
await app.listen({ port, host: '127.0.0.1' });

// Sign-in answers with redirects the bench follows itself, through the emulator's consent page.
const call = cookieSession(origin, { redirect: 'manual' });

async function signIn(listener) {
  const start = await call('/api/auth/sign-in/social', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'spotify', callbackURL: '/#/callback' }),
  });
  const { url } = await start.json();
  const page = await (await fetch(url)).text();
  const request = /name="request" value="([^"]+)"/.exec(page)?.[1];
  const decision = await fetch(`${emulator.url}/authorize/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request, action: 'accept', user: listener }),
    redirect: 'manual',
  });
  const back = new URL(decision.headers.get('location'));
  await call(`${back.pathname}${back.search}`);
}

/** Starts a sync and reads its event stream to the end; answers the final run and the time. */
async function timedSync() {
  const started = performance.now();
  const { run } = await (await call('/spotify/sync-history', { method: 'POST' })).json();
  const stream = await call(`/spotify/sync-history/${run.id}/events`);
  const text = await stream.text();
  const ms = performance.now() - started;
  const last = text.trim().split('\n\n').at(-1) ?? '';
  const final = JSON.parse(/^data: (.+)$/m.exec(last)?.[1] ?? '{}');
  return { ms, final };
}

let failed = false;
try {
  await signIn('crate-digger');
  const first = await timedSync();
  const second = await timedSync();
  emulator.admin.injectFault({ kind: 'rate-limit', retryAfterSeconds: 1, count: 2 });
  emulator.admin.injectFault({ kind: 'status', status: 503, count: 5, path: '/v1/me/albums' });
  emulator.admin.expireUserTokens('crate-digger');
  const faulty = await timedSync();
  const row = (label, { ms, final }, target) => {
    if (final.status !== 'succeeded') failed = true;
    return [label, `${(ms / 1000).toFixed(2)} s`, `${final.status}, ${final.message}`, target];
  };
  const rows = [
    row('first sync, 2,000-album library (crate-digger)', first, '≤ 10 s'),
    row('second sync (adds nothing)', second, '≤ 10 s'),
    row('sync through 2×429, 5×503 and an expired token', faulty, 'succeeds'),
  ];
  console.log('\nalbum sync (PGlite, Spotify emulator)');
  for (const [what, value, result, target] of rows)
    console.log(`  ${what.padEnd(50)} ${value.padStart(8)}   target ${target.padEnd(9)} ${result}`);
  if (second.final.playsAdded !== 0) {
    console.log('  the second sync added plays again');
    failed = true;
  }
} finally {
  await app.close();
  await emulator.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
