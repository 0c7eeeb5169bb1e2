// Runs the Playwright journeys against the built app in Chromium, on a free port with a data
// folder of their own. Without a Chromium it says so loudly and how to install one.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { freePort } from '../scripts/free-port.mjs';
import { createFiguresDatabase } from './support/figures-database.mjs';

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here.
  }
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

const executable = findChromium();
if (!executable) {
  console.log(
    [
      '',
      '  e2e: SKIPPED — no Chromium found (looked at CHROMIUM_PATH, /usr/bin/chromium and Playwright’s own).',
      '  Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
      '',
    ].join('\n'),
  );
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'album-club-e2e-'));
const port = await freePort();
const smtpPort = await freePort();
const mailPort = await freePort();
// The dashboard-figures journey reads the server's database directly: PostgreSQL only.
const figures = await createFiguresDatabase();
const figuresDataDir = mkdtempSync(path.join(tmpdir(), 'album-club-e2e-figures-'));
const figuresEnv = figures
  ? {
      E2E_PG_DATABASE_URL: figures.url,
      E2E_PG_PORT: String(await freePort()),
      E2E_PG_DATA_DIR: figuresDataDir,
    }
  : {};
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: path.dirname(new URL(import.meta.url).pathname),
  env: {
    ...process.env,
    CHROMIUM_PATH: executable,
    E2E_PORT: String(port),
    E2E_SMTP_PORT: String(smtpPort),
    E2E_MAIL_PORT: String(mailPort),
    E2E_DATA_DIR: dataDir,
    ...figuresEnv,
  },
});
rmSync(dataDir, { recursive: true, force: true });
rmSync(figuresDataDir, { recursive: true, force: true });
await figures?.drop();
process.exit(run.status ?? 1);
