import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { format, inspect } from 'node:util';
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
    expect(config.secrets.tokenEncryptionKey.reveal()).toMatch(/^[0-9a-f]{64}$/);
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
    expect(second.secrets.authSecret.reveal()).toBe(first.secrets.authSecret.reveal());
    expect(second.secrets.tokenEncryptionKey.reveal()).toBe(
      first.secrets.tokenEncryptionKey.reveal(),
    );
    const stored = JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8'));
    expect(stored.authSecret).toBe(first.secrets.authSecret.reveal());
  });

  it('refuses to start in production without its secrets, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: freshDir() })).toThrow(
      /AUTH_SECRET, TOKEN_ENCRYPTION_KEY must be set when NODE_ENV=production/,
    );
  });

  it('uses the given secrets in production and writes nothing to disk', () => {
    const dir = freshDir();
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, ...productionSecrets });
    expect(config.secrets.authSecret.reveal()).toBe(productionSecrets.AUTH_SECRET);
    expect(config.host).toBe('0.0.0.0');
    expect(() => readFileSync(path.join(dir, 'secrets.json'))).toThrow();
  });
});

describe('a config holding secrets', () => {
  it('prints, serialises and inspects without them', () => {
    const values = {
      AUTH_SECRET: 'auth-secret-value-that-must-never-print',
      TOKEN_ENCRYPTION_KEY: 'cd'.repeat(32),
      DATABASE_URL: 'postgres://app:db-password-never-printed@db.example.com/app',
      SMTP_URL: 'smtps://mail:smtp-password-never-printed@smtp.example.com:465',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'twilio-token-never-printed',
      TWILIO_FROM_NUMBER: '+15550001111',
      GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'google-secret-never-printed',
      SPOTIFY_CLIENT_ID: '0123456789abcdef0123456789abcdef',
      SPOTIFY_CLIENT_SECRET: 'f1'.repeat(16),
    };
    const config = loadConfig({ DATA_DIR: freshDir(), ...values });
    const error = Object.assign(new Error('boot failed'), { config });
    const printed = [
      JSON.stringify(config),
      inspect(config, { depth: Infinity, showHidden: true }),
      format('%s %o %j', config, config, config),
      String(config.secrets.authSecret),
      inspect(error, { depth: Infinity }),
    ].join('\n');
    expect(printed).toContain('[redacted]');
    for (const [name, value] of Object.entries(values)) {
      if (/SECRET|KEY|TOKEN|_URL/.test(name)) expect(printed).not.toContain(value);
    }
    expect(printed).not.toContain('db-password-never-printed');
    expect(printed).not.toContain('smtp-password-never-printed');
  });

  it('allows the routes that fail on purpose in tests only', () => {
    expect(
      loadConfig({ DATA_DIR: freshDir(), NODE_ENV: 'test', TEST_FAULTS: 'on' }).testFaults,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: freshDir() }).testFaults).toBe(false);
    expect(() => loadConfig({ DATA_DIR: freshDir(), TEST_FAULTS: 'on' })).toThrow(
      /TEST_FAULTS: only allowed when NODE_ENV=test/,
    );
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
    expect(config.google).toMatchObject({
      kind: 'google',
      clientId: '1234-abc.apps.googleusercontent.com',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
    });
    expect(config.google.kind === 'google' && config.google.clientSecret.reveal()).toBe(
      'GOCSPX-secret',
    );
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
    expect(config.mail).toMatchObject({ kind: 'smtp', from: 'Album Club <hello@example.com>' });
    expect(config.mail.kind === 'smtp' && config.mail.url.reveal()).toBe(
      'smtps://user:pass@smtp.example.com:465',
    );
    expect(config.sms).toMatchObject({ kind: 'twilio', apiBaseUrl: 'https://api.twilio.com' });
    expect(config.sms.kind === 'twilio' && config.sms.authToken.reveal()).toBe(
      'twilio-auth-token-1234',
    );
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
