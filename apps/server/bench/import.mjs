// History import of 150,000 plays (about ten years of a heavy listener) from a Spotify Extended
// Streaming History ZIP, on the embedded database, through the real server over HTTP: the time
// from upload to the import's end, plays per second, and the process's peak memory meanwhile.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { freePort } from '../../../scripts/free-port.mjs';
import { cookieSession } from './cookie-session.mjs';
import { startServerInstance } from './load/server-instance.mjs';

const PLAYS = 150_000;
const TARGET_SECONDS = 20;
const TARGET_RSS_MB = 400;

const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = path.join(root, 'apps/server/dist/server.js');
if (!existsSync(serverEntry)) {
  console.log('building first (npm run build)…');
  spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
}

/** Made-up plays: 3,000 albums of 12 tracks, one play every 35 minutes or so over ten years. */
function historyZip() {
  const start = Date.UTC(2016, 0, 1);
  const files = {};
  const perFile = 15_000;
  for (let first = 0; first < PLAYS; first += perFile) {
    const entries = [];
    for (let i = first; i < Math.min(PLAYS, first + perFile); i++) {
      const album = (i * 7919) % 3_000;
      const track = i % 12;
      entries.push({
        ts: new Date(start + i * 2_100_000).toISOString().replace(/\.\d+Z$/, 'Z'),
        platform: 'linux',
        ms_played: 180_000,
        conn_country: 'ZZ',
        ip_addr: '192.0.2.1',
        master_metadata_track_name: `Track ${track}`,
        master_metadata_album_artist_name: `Bench Artist ${album % 700}`,
        master_metadata_album_album_name: `Bench Album ${album}`,
        spotify_track_uri: `spotify:track:${`b${album}t${track}`.padEnd(22, 'x')}`,
        episode_name: null,
        spotify_episode_uri: null,
        reason_start: 'trackdone',
        reason_end: 'trackdone',
        shuffle: false,
        skipped: false,
        offline: false,
        incognito_mode: false,
      });
    }
    files[`Spotify Extended Streaming History/Streaming_History_Audio_${first / perFile}.json`] =
      strToU8(JSON.stringify(entries));
  }
  return Buffer.from(zipSync(files, { level: 6 }));
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
// The server runs in its own process, so its memory is its own.
const server = await startServerInstance(serverEntry, { port, publicUrl: origin });
/** The server's resident memory now and at its highest (kB in /proc, answered in MB). */
function memoryMb(name) {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

const call = cookieSession(origin);

let failed = false;
try {
  await call('/api/auth/sign-in/anonymous', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const zip = historyZip();
  const readyRss = memoryMb('VmRSS');
  const started = performance.now();
  const answer = await call('/api/imports', {
    method: 'POST',
    headers: { 'content-type': 'application/zip' },
    body: zip,
  });
  if (answer.status !== 202)
    throw new Error(`upload refused: ${answer.status} ${await answer.text()}`);
  const { id } = await answer.json();
  let run;
  do {
    await new Promise((resolve) => setTimeout(resolve, 100));
    run = await (await call(`/api/imports/${id}`)).json();
  } while (run.status === 'running');
  const seconds = (performance.now() - started) / 1000;
  const rssMb = memoryMb('VmHWM');
  if (run.status !== 'done' || run.plays !== PLAYS) failed = true;
  if (seconds > TARGET_SECONDS || rssMb > TARGET_RSS_MB) failed = true;
  console.log(`\nHistory import (${(zip.length / 2 ** 20).toFixed(1)} MB ZIP, embedded database)`);
  console.table([
    {
      plays: run.plays,
      albums: run.albums,
      status: run.status,
      time: `${seconds.toFixed(2)} s (target ≤ ${TARGET_SECONDS} s)`,
      'plays/s': Math.round(run.plays / seconds),
      'server RSS': `${readyRss.toFixed(0)} MB at rest, ${rssMb.toFixed(0)} MB at most (target ≤ ${TARGET_RSS_MB} MB)`,
    },
  ]);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await server.stop();
}
if (failed) {
  console.error('import bench: a target was missed');
  process.exitCode = 1;
}
