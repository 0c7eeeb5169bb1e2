import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotifyModeSchema } from '@album-club/contracts/spotify-mode';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import {
  startSpotifyRuntime,
  type SpotifyRuntime,
} from '../../integrations/spotify/spotify-runtime.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'album-club-spotify-mode-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: path.join(dataDir, 'none'),
});

async function appWith(spotify: SpotifyRuntime | undefined): Promise<FastifyInstance> {
  const app = await buildApp(config, { database: await createTestDatabase('pglite'), spotify });
  await app.ready();
  return app;
}

describe('GET /api/spotify/mode', () => {
  let demo: SpotifyRuntime;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    demo = await startSpotifyRuntime(
      { kind: 'emulator', port: 0, mode: 'development' },
      config.publicUrl,
    );
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await demo.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says demo mode when the emulator stands in for Spotify, and lets its covers through the CSP', async () => {
    const app = await appWith(demo);
    apps.push(app);
    const res = await app.inject('/api/spotify/mode');
    expect(spotifyModeSchema.parse(res.json())).toEqual({ available: true, demo: true });
    const csp = res.headers['content-security-policy'] as string;
    const imgSrc = csp.split(';').find((directive) => directive.trim().startsWith('img-src')) ?? '';
    expect(imgSrc).toContain(demo.settings?.accountsBaseUrl ?? 'missing');
  });

  it('is not demo mode with real credentials, and unavailable when Spotify is off', async () => {
    const real = await startSpotifyRuntime(
      {
        kind: 'spotify',
        clientId: 'a'.repeat(32),
        clientSecret: undefined,
        accountsBaseUrl: 'https://accounts.spotify.com',
        apiBaseUrl: 'https://api.spotify.com/v1',
      },
      config.publicUrl,
    );
    const realApp = await appWith(real);
    const offApp = await appWith(undefined);
    apps.push(realApp, offApp);
    expect((await realApp.inject('/api/spotify/mode')).json()).toEqual({
      available: true,
      demo: false,
    });
    expect((await offApp.inject('/api/spotify/mode')).json()).toEqual({
      available: false,
      demo: false,
    });
  });
});
