import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../test-support/auth-test-app.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { signInWithEmail, signUpAndVerify, whoAmI } from '../test-support/sign-in-flows.ts';
import { databaseKinds } from '../test-support/test-database.ts';
import { buildApp } from '../app.ts';

describe.each(databaseKinds)('request security on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  it('refuses a state-changing request from another site, with or without cookies', async () => {
    const browser = t.browser();
    await browser.post('/api/auth/sign-in/anonymous');
    const foreign = await browser.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    const noOrigin = await browser.request({
      method: 'POST',
      url: '/spotify/album-interaction',
      headers: { origin: '' },
      payload: {},
    });
    expect(noOrigin.statusCode).toBe(403);
    const forgedSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@example.org', password: 'whatever-123' },
    });
    expect(forgedSignIn.statusCode).toBe(403);
    expect(await whoAmI(browser)).toMatchObject({ isAnonymous: true });
    expect((await browser.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    expect(await whoAmI(browser)).toBeNull();
  });

  it('sends pages opened on another name for the server to PUBLIC_URL, but answers API calls where they arrive', async () => {
    const page = await t.app.inject({ url: '/', headers: { host: 'localhost:3000' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('http://127.0.0.1:3000/');
    const deep = await t.app.inject({
      url: '/?x=1',
      headers: { host: 'localhost:3000', accept: 'text/html' },
    });
    expect(deep.headers.location).toBe('http://127.0.0.1:3000/?x=1');
    const api = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { host: 'localhost:3000' },
    });
    expect(api.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/readyz', headers: { host: 'localhost:3000' } })).statusCode,
    ).toBe(200);
  });

  it('counts rate limits in the database, so two app instances share them', async () => {
    const second = await buildApp(t.config, { database: { ...t.database, close: async () => {} } });
    await second.ready();
    try {
      const statuses = [];
      for (let i = 0; i < 9; i++) {
        const app = i % 2 === 0 ? t.app : second;
        const answer = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: `10.9.0.${i + 1}`,
          payload: { email: 'shared@example.org', password: 'guess-guess' },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    } finally {
      await second.close();
    }
  });

  it('never writes tokens, codes or passwords to the log', async () => {
    const browser = t.browser();
    await signUpAndVerify(t, browser, 'quiet@example.org', 'secret-password-9');
    await signInWithEmail(browser, 'quiet@example.org', 'secret-password-9');
    const session = browser.cookies.get('album_club.session_token') ?? '';
    const log = t.logs.join('\n');
    expect(log).not.toContain('secret-password-9');
    expect(log).not.toContain(decodeURIComponent(session).split('.')[0]);
    expect(log).not.toMatch(/"cookie"/i);
  });
});

describe.each(databaseKinds)('HTTPS and production on %s', (kind) => {
  it('marks session cookies Secure (with the __Secure- prefix) behind HTTPS', async () => {
    const t = await createAuthTestApp(kind, { env: { PUBLIC_URL: 'https://club.example' } });
    try {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/anonymous',
        headers: { origin: 'https://club.example', host: 'club.example' },
      });
      const cookie = String(answer.headers['set-cookie']);
      expect(cookie).toMatch(/^__Secure-album_club\.session_token=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(answer.headers['strict-transport-security']).toBeTruthy();
    } finally {
      await t.close();
    }
  });

  it('shows the outbox only to the machine the server runs on, asked directly, even behind a trusted proxy', async () => {
    const t = await createTestApp(kind, { TRUST_PROXY: 'true' });
    try {
      const local = await t.app.inject({ url: '/dev/outbox.json', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      for (const remoteAddress of ['10.0.0.7', '203.0.113.9', '::ffff:10.0.0.7']) {
        const remote = await t.app.inject({
          url: '/dev/outbox.json',
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(remote.statusCode).toBe(404);
        expect((await t.app.inject({ url: '/dev/outbox', remoteAddress })).statusCode).toBe(404);
      }
      // A proxy on the same machine connects from loopback: what it passes on is not local.
      for (const headers of [
        { 'x-forwarded-for': '203.0.113.9' },
        { forwarded: 'for=203.0.113.9' },
        { 'x-real-ip': '203.0.113.9' },
        { via: '1.1 proxy' },
      ]) {
        const proxied = await t.app.inject({
          url: '/dev/outbox.json',
          remoteAddress: '127.0.0.1',
          headers,
        });
        expect(proxied.statusCode, JSON.stringify(headers)).toBe(404);
      }
    } finally {
      await t.close();
    }
  });

  it('has no outbox in production', async () => {
    const t = await createTestApp(kind, {
      NODE_ENV: 'production',
      AUTH_SECRET: 'p'.repeat(40),
      TOKEN_ENCRYPTION_KEY: 'cd'.repeat(32),
      SPOTIFY_EMULATOR: 'off',
    });
    try {
      expect((await t.app.inject('/dev/outbox')).statusCode).toBe(404);
      expect((await t.app.inject('/dev/outbox.json')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
