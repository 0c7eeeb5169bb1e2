import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.mjs';
import { parseMail, type ReceivedMail } from './test-support/smtp-sink.ts';
import { startServerProcess, type ServerProcess } from './test-support/server-process.ts';

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const secret = (label: string) => `${label}-${randomBytes(12).toString('base64url')}`;

/** Everything a secret may look like in text: as is, URL-encoded, and JSON-escaped. */
function formsOf(value: string): string[] {
  return [value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)];
}

function expectNoSecret(output: string, secrets: Record<string, string>) {
  for (const [name, value] of Object.entries(secrets)) {
    for (const form of formsOf(value)) {
      expect(output.includes(form), `${name} appears in the output`).toBe(false);
    }
  }
}

/** An SMTP server that takes the product's login and keeps what it is sent. */
async function startMailbox() {
  const mails: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        parseMail(Buffer.concat(chunks), to).then((mail) => {
          mails.push(mail);
          for (const wake of waiting.splice(0)) wake();
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const nextMail = async (subject: RegExp): Promise<ReceivedMail> => {
    for (;;) {
      const found = mails.find((mail) => subject.test(mail.subject));
      if (found) {
        mails.splice(mails.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  return { port, nextMail, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Twilio's Messages API as far as the product uses it: it keeps the texts it is sent. */
async function startTwilio() {
  const texts: { to: string; body: string }[] = [];
  const waiting: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      texts.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '' });
      for (const wake of waiting.splice(0)) wake();
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** The oldest text to `to` not read yet: a text meant for another number is left alone. */
  const nextText = async (to: string): Promise<string> => {
    for (;;) {
      const found = texts.find((text) => text.to === to);
      if (found) {
        texts.splice(texts.indexOf(found), 1);
        return found.body;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  return { url: `http://127.0.0.1:${port}`, nextText, close: () => server.close() };
}

// Each case starts the server process, which takes a while on a busy machine.
const SLOW = { timeout: 240_000 };

describe('what the server process writes', () => {
  const secrets: Record<string, string> = {
    AUTH_SECRET: secret('auth-secret-value'),
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SMTP_PASSWORD: secret('smtp/pass word'),
    TWILIO_AUTH_TOKEN: secret('twilio-token'),
  };
  let dataDir: string;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let twilio: Awaited<ReturnType<typeof startTwilio>>;
  let env: Record<string, string>;
  let base: string;
  const outputs: string[] = [];
  const running: ServerProcess[] = [];

  const start = async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = { ...env, PORT: String(port), PUBLIC_URL: base };
    const server = startServerProcess(env);
    running.push(server);
    await server.waitForLine(/Album Club is ready/);
    return server;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'album-club-secrets-'));
    [mailbox, twilio] = await Promise.all([startMailbox(), startTwilio()]);
    env = {
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

  const call = (url: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${base}${url}`, {
      redirect: 'manual',
      ...init,
      headers: {
        ...(init.body ? { 'content-type': 'application/json', origin: base } : {}),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const post = (url: string, body: unknown, cookie?: string) =>
    call(url, { method: 'POST', body: JSON.stringify(body), cookie });

  it(
    'carries no secret or token through sign-up, sign-in, links, codes and failures',
    SLOW,
    async () => {
      const server = await start();
      const email = 'ann@example.com';
      const password = secret('password');
      secrets.PASSWORD = password;

      expect((await post('/api/auth/sign-up/email', { email, password, name: 'Ann' })).status).toBe(
        200,
      );
      const verification = await mailbox.nextMail(/Confirm your e-mail/);
      const verifyLink = /https?:\/\/\S+verify-email\S+/.exec(verification.text)?.[0] as string;
      secrets.VERIFICATION_TOKEN = new URL(verifyLink).searchParams.get('token') as string;
      expect((await call(new URL(verifyLink).pathname + new URL(verifyLink).search)).status).toBe(
        302,
      );

      const signIn = await post('/api/auth/sign-in/email', { email, password });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      secrets.SESSION_COOKIE = decodeURIComponent(cookie.split('=').slice(1).join('='));
      secrets.SESSION_TOKEN = secrets.SESSION_COOKIE.split('.')[0] as string;
      expect((await call('/api/auth/get-session', { cookie })).status).toBe(200);

      expect((await post('/api/auth/request-password-reset', { email })).status).toBe(200);
      const reset = await mailbox.nextMail(/new Album Club password/);
      const resetLink = /https?:\/\/\S+reset-password\/\S+/.exec(reset.text)?.[0] as string;
      secrets.RESET_TOKEN = new URL(resetLink).pathname.split('/').pop() as string;
      expect((await call(new URL(resetLink).pathname + new URL(resetLink).search)).status).toBe(
        302,
      );
      const resetWith = `/api/auth/reset-password?token=${secrets.RESET_TOKEN}`;
      expect((await call(resetWith)).status).toBeLessThan(500);
      const newPassword = secret('new-password');
      secrets.NEW_PASSWORD = newPassword;
      expect(
        (await post('/api/auth/reset-password', { token: secrets.RESET_TOKEN, newPassword }))
          .status,
      ).toBe(200);

      const phoneNumber = '+447911123456';
      expect((await post('/api/auth/phone-number/send-otp', { phoneNumber })).status).toBe(200);
      const code = /\d{6}/.exec(await twilio.nextText(phoneNumber))?.[0] as string;
      expect((await post('/api/auth/phone-number/verify', { phoneNumber, code })).status).toBe(200);

      expect((await call('/__test/fail')).status).toBe(500);
      await server.waitForLine(/"statusCode":500/);

      expect((await call('/__test/reject')).status).toBe(202);
      expect(await server.exited).toBe(1);
      const output = server.output();
      outputs.push(output);
      expect(output).toContain('the server stopped');
      expect(output).toContain('[redacted]');
      expectNoSecret(output, secrets);
      // A six-digit code is too common to look for alone: it stays out of every quoted value.
      expect(output).not.toMatch(new RegExp(`(?<![0-9.])${code}(?![0-9])`));
    },
  );

  it('reports an uncaught exception without the secrets its error refers to', SLOW, async () => {
    const server = await start();
    expect((await call('/__test/crash')).status).toBe(202);
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toMatch(/the server stopped: uncaughtException/);
    expect(output).toContain('forced fault');
    expectNoSecret(output, secrets);
  });

  it('stops on a bad setting without printing the secrets beside it', SLOW, async () => {
    const databasePassword = secret('db-password');
    const googleSecret = secret('google-secret');
    const bad = startServerProcess({
      ...env,
      PORT: 'eighty',
      GOOGLE_CLIENT_ID: 'album-club-test.apps.local',
      GOOGLE_CLIENT_SECRET: googleSecret,
      DATABASE_URL: `postgres://app:${databasePassword}@127.0.0.1:9/app`,
    });
    expect(await bad.exited).toBe(78);
    expect(bad.output()).toMatch(/PORT/);
    expectNoSecret(bad.output(), {
      ...secrets,
      DATABASE_PASSWORD: databasePassword,
      GOOGLE_CLIENT_SECRET: googleSecret,
    });
  });

  it('stops when the database cannot be reached without printing its password', SLOW, async () => {
    const databasePassword = secret('db-password');
    const unreachable = startServerProcess({
      ...env,
      DATABASE_URL: `postgres://app:${databasePassword}@127.0.0.1:9/app`,
    });
    expect(await unreachable.exited).toBe(1);
    expect(unreachable.output()).toMatch(/could not start/);
    expectNoSecret(unreachable.output(), { ...secrets, DATABASE_PASSWORD: databasePassword });
  });

  it.runIf(postgresUrl)(
    'runs on PostgreSQL without printing the password in DATABASE_URL',
    SLOW,
    async () => {
      const name = `album_club_secrets_${randomBytes(4).toString('hex')}`;
      await adminQuery(`create database ${name}`);
      try {
        const url = new URL(postgresUrl as string);
        url.pathname = `/${name}`;
        // A server that trusts local connections takes any password; one that does not has its own.
        if (!url.password) url.password = secret('db-password');
        const databasePassword = decodeURIComponent(url.password);
        env = { ...env, DATABASE_URL: url.toString() };
        const server = await start();
        expect((await post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
        expect((await call('/__test/fail')).status).toBe(500);
        expect((await call('/__test/crash')).status).toBe(202);
        expect(await server.exited).toBe(1);
        expect(server.output()).toContain('forced fault');
        expectNoSecret(server.output(), { ...secrets, DATABASE_PASSWORD: databasePassword });
      } finally {
        delete env.DATABASE_URL;
        await adminQuery(`drop database if exists ${name} with (force)`);
      }
    },
  );
});
