import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { expectNoSecret, secret, secretsHarness, SLOW } from './test-support/secrets-harness.ts';
import { startServerProcess } from './test-support/server-process.ts';

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

describe('what the server process writes when it starts or cannot', () => {
  const h = secretsHarness();
  const { secrets, call, post } = h;

  it('stops on a bad setting without printing the secrets beside it', SLOW, async () => {
    const databasePassword = secret('db-password');
    const googleSecret = secret('google-secret');
    const bad = startServerProcess({
      ...h.env,
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
      ...h.env,
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
        h.env = { ...h.env, DATABASE_URL: url.toString() };
        const server = await h.start();
        expect((await post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
        expect((await call('/__test/fail')).status).toBe(500);
        expect((await call('/__test/crash')).status).toBe(202);
        expect(await server.exited).toBe(1);
        expect(server.output()).toContain('forced fault');
        expectNoSecret(server.output(), { ...secrets, DATABASE_PASSWORD: databasePassword });
      } finally {
        delete h.env.DATABASE_URL;
        await adminQuery(`drop database if exists ${name} with (force)`);
      }
    },
  );
});
