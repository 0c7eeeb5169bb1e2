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
    // Spotify refuses localhost redirect URIs, so the default address is the loopback IP.
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
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

describe('sign-in configuration', () => {
  const production = { NODE_ENV: 'production', ...productionSecrets };

  it('starts the local Google stand-in without GOOGLE_CLIENT_ID, outside production only', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).google).toEqual({ kind: 'emulator', port: 0 });
    expect(loadConfig({ DATA_DIR: freshDir(), ...production }).google).toEqual({ kind: 'off' });
    expect(
      loadConfig({ DATA_DIR: freshDir(), ...production, GOOGLE_EMULATOR: 'on' }).google,
    ).toMatchObject({ kind: 'emulator' });
  });

  it('uses Google itself with a client id and secret, by discovery', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'GOCSPX-secret',
    });
    expect(config.google).toEqual({
      kind: 'google',
      clientId: '1234-abc.apps.googleusercontent.com',
      clientSecret: 'GOCSPX-secret',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
    });
    expect(() =>
      loadConfig({ DATA_DIR: freshDir(), GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com' }),
    ).toThrow(/GOOGLE_CLIENT_SECRET: set it together with GOOGLE_CLIENT_ID/);
  });

  it('keeps mail and text messages in the outbox unless SMTP and Twilio are configured', () => {
    const config = loadConfig({ DATA_DIR: freshDir() });
    expect(config.mail).toEqual({ kind: 'outbox', from: 'Album Club <no-reply@127.0.0.1>' });
    expect(config.sms).toEqual({ kind: 'outbox' });
  });

  it('sends through SMTP and Twilio when configured', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Album Club <hello@example.com>',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'twilio-auth-token-1234',
      TWILIO_FROM_NUMBER: '+15550001111',
    });
    expect(config.mail).toEqual({
      kind: 'smtp',
      url: 'smtps://user:pass@smtp.example.com:465',
      from: 'Album Club <hello@example.com>',
    });
    expect(config.sms).toMatchObject({ kind: 'twilio', apiBaseUrl: 'https://api.twilio.com' });
  });

  it('names what is wrong or missing', () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ DATA_DIR: freshDir(), TWILIO_ACCOUNT_SID: 'nope' })).toThrow(
      /TWILIO_ACCOUNT_SID/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: freshDir(), TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}` }),
    ).toThrow(/TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER: set together with TWILIO_ACCOUNT_SID/);
    expect(() => loadConfig({ DATA_DIR: freshDir(), PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });
});
