import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { freePort } from '../../../../scripts/free-port.mjs';
import { startMailbox, startTwilio } from './secret-sinks.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

export const secret = (label: string) => `${label}-${randomBytes(12).toString('base64url')}`;

/** Everything a secret may look like in text: as is, URL-encoded, and JSON-escaped. */
function formsOf(value: string): string[] {
  return [value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)];
}

export function expectNoSecret(output: string, secrets: Record<string, string>) {
  for (const [name, value] of Object.entries(secrets)) {
    for (const form of formsOf(value)) {
      expect(output.includes(form), `${name} appears in the output`).toBe(false);
    }
  }
}

// Each case starts the server process, which takes a while on a busy machine.
export const SLOW = { timeout: 240_000 };

/**
 * The server process with every secret set to a fresh value, mail over SMTP with a login and
 * texts through a stand-in Twilio, and test faults on. Call inside a `describe`: it starts the
 * stand-ins before the cases and stops every process after them.
 */
export function secretsHarness() {
  const secrets: Record<string, string> = {
    AUTH_SECRET: secret('auth-secret-value'),
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SMTP_PASSWORD: secret('smtp/pass word'),
    TWILIO_AUTH_TOKEN: secret('twilio-token'),
  };
  let dataDir: string;
  let mailbox: Awaited<ReturnType<typeof startMailbox>> | undefined;
  let twilio: Awaited<ReturnType<typeof startTwilio>> | undefined;
  const running: ServerProcess[] = [];
  const harness = {
    secrets,
    /** The server's environment; a case may add to it. */
    env: {} as Record<string, string>,
    /** The address of the last server started. */
    base: '',
    mailbox: () => mailbox as NonNullable<typeof mailbox>,
    twilio: () => twilio as NonNullable<typeof twilio>,
    /** Starts the server on a free port and waits until it is ready. */
    async start() {
      const port = await freePort();
      harness.base = `http://127.0.0.1:${port}`;
      harness.env = { ...harness.env, PORT: String(port), PUBLIC_URL: harness.base };
      const server = startServerProcess(harness.env);
      running.push(server);
      await server.waitForLine(/Album Club is ready/);
      return server;
    },
    call: (url: string, init: RequestInit & { cookie?: string } = {}) =>
      fetch(`${harness.base}${url}`, {
        redirect: 'manual',
        ...init,
        headers: {
          ...(init.body ? { 'content-type': 'application/json', origin: harness.base } : {}),
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.headers as Record<string, string> | undefined),
        },
      }),
    post: (url: string, body: unknown, cookie?: string) =>
      harness.call(url, { method: 'POST', body: JSON.stringify(body), cookie }),
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'album-club-secrets-'));
    [mailbox, twilio] = await Promise.all([startMailbox(), startTwilio()]);
    harness.env = {
      NODE_ENV: 'test',
      TEST_FAULTS: 'on',
      LOG_LEVEL: 'debug',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      AUTH_SECRET: secrets.AUTH_SECRET as string,
      TOKEN_ENCRYPTION_KEY: secrets.TOKEN_ENCRYPTION_KEY as string,
      SMTP_URL: `smtp://album:${encodeURIComponent(secrets.SMTP_PASSWORD as string)}@127.0.0.1:${mailbox.port}`,
      MAIL_FROM: 'Album Club <hello@example.com>',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: secrets.TWILIO_AUTH_TOKEN as string,
      TWILIO_FROM_NUMBER: '+15550001111',
      TWILIO_API_URL: twilio.url,
      SPOTIFY_EMULATOR: 'off',
      GOOGLE_EMULATOR: 'off',
    };
  });

  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop()));
    await Promise.all([mailbox?.close(), twilio?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  return harness;
}
