import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'album-club-spotify-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a'.repeat(40),
  TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
};
const spotify = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).spotify;

describe('Spotify configuration', () => {
  it('starts the emulator when no client id is set, outside production', () => {
    expect(spotify({})).toEqual({ kind: 'emulator', port: 0, mode: 'development' });
    expect(spotify({ SPOTIFY_EMULATOR_PORT: '4010', SPOTIFY_EMULATOR_MODE: 'extended' })).toEqual({
      kind: 'emulator',
      port: 4010,
      mode: 'extended',
    });
    expect(spotify({ SPOTIFY_EMULATOR: 'off' })).toEqual({ kind: 'off' });
  });

  it('runs the emulator in production only when explicitly asked', () => {
    expect(spotify(production)).toEqual({ kind: 'off' });
    expect(spotify({ ...production, SPOTIFY_EMULATOR: 'on' })).toMatchObject({ kind: 'emulator' });
  });

  it('talks to Spotify itself when a client id is configured', () => {
    const id = '0123456789abcdef0123456789abcdef';
    const configured = spotify({ SPOTIFY_CLIENT_ID: id, SPOTIFY_CLIENT_SECRET: 'f'.repeat(32) });
    expect(configured).toMatchObject({
      kind: 'spotify',
      clientId: id,
      accountsBaseUrl: 'https://accounts.spotify.com',
      apiBaseUrl: 'https://api.spotify.com/v1',
    });
    expect(configured.kind === 'spotify' && configured.clientSecret?.reveal()).toBe('f'.repeat(32));
    expect(
      spotify({ SPOTIFY_CLIENT_ID: id, SPOTIFY_API_URL: 'http://127.0.0.1:4010/v1/' }),
    ).toMatchObject({ apiBaseUrl: 'http://127.0.0.1:4010/v1' });
  });

  it('stops boot with a message naming the bad variable', () => {
    expect(() => spotify({ SPOTIFY_CLIENT_SECRET: 'f'.repeat(32) })).toThrow(
      /SPOTIFY_CLIENT_SECRET: set SPOTIFY_CLIENT_ID/,
    );
    expect(() => spotify({ SPOTIFY_CLIENT_ID: 'not an id!' })).toThrow(
      /SPOTIFY_CLIENT_ID: must be the client ID/,
    );
    expect(() => spotify({ SPOTIFY_EMULATOR: 'sometimes' })).toThrow(/SPOTIFY_EMULATOR/);
    expect(() => spotify({ SPOTIFY_EMULATOR_MODE: 'premium' })).toThrow(/SPOTIFY_EMULATOR_MODE/);
    expect(() => spotify({ SPOTIFY_API_URL: 'http://127.0.0.1:1/v1' })).toThrow(
      /SPOTIFY_API_URL: only used together with SPOTIFY_CLIENT_ID/,
    );
    expect(() =>
      spotify({ SPOTIFY_CLIENT_ID: '0123456789abcdef0123456789abcdef', SPOTIFY_EMULATOR: 'on' }),
    ).toThrow(/SPOTIFY_EMULATOR/);
  });
});
