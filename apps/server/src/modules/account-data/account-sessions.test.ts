import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSessionsSchema } from '@album-club/contracts/account-data';
import { buildApp } from '../../app.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener } from '../../test-support/listener-browsers.ts';
import { signUpAndVerify } from '../../test-support/sign-in-flows.ts';
import { TestBrowser } from '../../test-support/test-browser.ts';
import { databaseKinds } from '../../test-support/test-database.ts';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PASSWORD = 'correct horse battery';

async function signIn(browser: TestBrowser, email: string, userAgent: string) {
  const answer = await browser.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'user-agent': userAgent },
    payload: { email, password: PASSWORD },
  });
  expect(answer.statusCode).toBe(200);
}

/** The same browser (its cookies) talking to another app instance. */
function onInstance(app: FastifyInstance, origin: string, browser: TestBrowser) {
  const other = new TestBrowser(app, origin);
  for (const [name, value] of browser.cookies) other.cookies.set(name, value);
  return other;
}

const sessionsOf = async (browser: TestBrowser) => {
  const answer = await browser.get('/api/account/sessions');
  expect(answer.statusCode).toBe(200);
  return accountSessionsSchema.parse(answer.json()).sessions;
};

describe.each(databaseKinds)('the listener’s sessions across app instances on %s', (kind) => {
  let t: AuthTestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
    // A second app instance on the same database: its own process state, the shared rows.
    second = await buildApp(t.config, { database: { ...t.database, close: async () => {} } });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('lists the sessions with their devices, this one marked, and ends one or all others from any instance', async () => {
    const email = `sessions-${Date.now().toString(36)}@example.com`;
    await signUpAndVerify(t, t.browser(), email, PASSWORD);
    const laptop = t.browser();
    const phone = t.browser();
    const tablet = t.browser();
    await signIn(laptop, email, FIREFOX_LINUX);
    await signIn(phone, email, SAFARI_IPHONE);
    await signIn(tablet, email, SAFARI_IPHONE);

    const laptopElsewhere = onInstance(second, t.origin, laptop);
    const listed = await sessionsOf(laptopElsewhere);
    expect(listed.filter((entry) => entry.current)).toMatchObject([{ device: 'Firefox on Linux' }]);
    expect(listed.filter((entry) => entry.device === 'Safari on iPhone')).toHaveLength(2);
    for (const entry of listed)
      expect(Date.parse(entry.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(entry.createdAt));

    const phoneSession = (await sessionsOf(phone)).find((entry) => entry.current);
    const ended = await laptopElsewhere.request({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneSession?.id}`,
    });
    expect(ended.json()).toEqual({ ended: 1 });
    expect(
      (await onInstance(second, t.origin, phone).get('/api/account/sessions')).statusCode,
    ).toBe(401);
    expect((await sessionsOf(laptop)).map((entry) => entry.id)).not.toContain(phoneSession?.id);

    const others = await laptop.request({ method: 'DELETE', url: '/api/account/sessions' });
    expect((others.json() as { ended: number }).ended).toBeGreaterThanOrEqual(1);
    expect(
      (await onInstance(second, t.origin, tablet).get('/api/account/sessions')).statusCode,
    ).toBe(401);
    expect(await sessionsOf(laptopElsewhere)).toMatchObject([
      { current: true, device: 'Firefox on Linux' },
    ]);
  });

  it('never ends another listener’s session', async () => {
    const [owner] = await anonymousListener(t);
    const [stranger] = await anonymousListener(t);
    const [ownSession] = await sessionsOf(owner);
    const answer = await stranger.request({
      method: 'DELETE',
      url: `/api/account/sessions/${ownSession?.id}`,
    });
    expect(answer.statusCode).toBe(404);
    expect(await sessionsOf(owner)).toHaveLength(1);
  });
});
