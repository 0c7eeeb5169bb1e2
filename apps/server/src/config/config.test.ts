import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { ConfigError } from './config-error.ts';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'album-club-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const productionSecrets = { AUTH_SECRET: 'a'.repeat(40), TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32) };

describe('loadConfig', () => {
  it('has embedded defaults that need no configuration', () => {
    const config = loadConfig({ DATA_DIR: freshDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secrets.tokenEncryptionKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names the variable that has a bad value', () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: freshDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
    expect(() => loadConfig({ DATA_DIR: freshDir(), TOKEN_ENCRYPTION_KEY: 'short' })).toThrow(
      /TOKEN_ENCRYPTION_KEY/,
    );
  });

  it('keeps generated secrets in DATA_DIR so sessions survive a restart', () => {
    const dir = freshDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.secrets).toEqual(first.secrets);
    const stored = JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8'));
    expect(stored.authSecret).toBe(first.secrets.authSecret);
  });

  it('refuses to start in production without its secrets, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: freshDir() })).toThrow(
      /AUTH_SECRET, TOKEN_ENCRYPTION_KEY must be set when NODE_ENV=production/,
    );
  });

  it('uses the given secrets in production and writes nothing to disk', () => {
    const dir = freshDir();
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, ...productionSecrets });
    expect(config.secrets.authSecret).toBe(productionSecrets.AUTH_SECRET);
    expect(config.host).toBe('0.0.0.0');
    expect(() => readFileSync(path.join(dir, 'secrets.json'))).toThrow();
  });
});
