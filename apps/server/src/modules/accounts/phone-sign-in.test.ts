import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { latestOutboxCode, signInWithPhone, whoAmI } from '../../test-support/sign-in-flows.ts';
import { databaseKinds } from '../../test-support/test-database.ts';

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(databaseKinds)('signing in with a phone code on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  it('sends a 6-digit code to the outbox and signs in with it; the account is a phone account', async () => {
    const browser = t.browser();
    const verified = await signInWithPhone(browser, '+15551230001');
    expect(verified.statusCode).toBe(200);
    expect(await whoAmI(browser)).toMatchObject({
      name: 'Listener 0001',
      email: null,
      isAnonymous: false,
    });
    expect((await browser.get('/api/account')).json()).toMatchObject({
      accountType: 'phone',
      methods: ['phone'],
    });
    const outbox = (await browser.get('/dev/outbox.json?to=%2B15551230001')).json();
    expect(outbox.messages[0]).toMatchObject({ channel: 'sms', recipient: '+15551230001' });
    expect(outbox.messages[0].text).toMatch(/^\d{6} is your Album Club code/);
  });

  it('uses a code once', async () => {
    const browser = t.browser();
    const phoneNumber = '+15551230002';
    await browser.post('/api/auth/phone-number/send-otp', { phoneNumber });
    const code = await latestOutboxCode(browser, phoneNumber);
    expect(
      (await browser.post('/api/auth/phone-number/verify', { phoneNumber, code })).statusCode,
    ).toBe(200);
    const other = t.browser();
    const again = await other.post('/api/auth/phone-number/verify', { phoneNumber, code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'OTP_NOT_FOUND' });
    expect(await whoAmI(other)).toBeNull();
  });

  it('stops guessing: after 3 wrong codes even the right one no longer works', async () => {
    const browser = t.browser();
    const phoneNumber = '+15551230003';
    await browser.post('/api/auth/phone-number/send-otp', { phoneNumber });
    const code = await latestOutboxCode(browser, phoneNumber);
    for (let i = 0; i < 3; i++) {
      const guess = await browser.post('/api/auth/phone-number/verify', {
        phoneNumber,
        code: wrong(code),
      });
      expect(guess.json()).toMatchObject({ code: 'INVALID_OTP' });
    }
    const right = await browser.post('/api/auth/phone-number/verify', { phoneNumber, code });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(await whoAmI(browser)).toBeNull();
  });

  it('limits codes sent and checked per number, from any address, with the spec message', async () => {
    const phoneNumber = '+15551230004';
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.browser().post('/api/auth/phone-number/send-otp', { phoneNumber })).statusCode,
      ).toBe(200);
    }
    const fourth = await t.browser().post('/api/auth/phone-number/send-otp', { phoneNumber });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in a few minutes.',
    });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);

    const checks = [];
    for (let i = 0; i < 7; i++) {
      checks.push(
        (await t.browser().post('/api/auth/phone-number/verify', { phoneNumber, code: '000000' }))
          .statusCode,
      );
    }
    expect(checks.slice(0, 6)).not.toContain(429);
    expect(checks[6]).toBe(429);
  });

  it('answers the same for a registered and an unknown number (no enumeration)', async () => {
    const known = await t
      .browser()
      .post('/api/auth/phone-number/send-otp', { phoneNumber: '+15551230001' });
    const unknown = await t
      .browser()
      .post('/api/auth/phone-number/send-otp', { phoneNumber: '+15559870000' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(unknown.json());
  });

  it('never lets a sign-up claim a phone number: its owner gets an account of their own', async () => {
    const phoneNumber = '+15551230077';
    const claimer = t.browser();
    // Whether the field is refused or dropped, the number must not land on this account.
    await claimer.post('/api/auth/sign-up/email', {
      email: 'claimer@example.com',
      password: 'claimer-password',
      name: 'Claimer',
      phoneNumber,
    });

    const owner = t.browser();
    expect((await signInWithPhone(owner, phoneNumber)).statusCode).toBe(200);
    const signedIn = await whoAmI(owner);
    expect(signedIn).toMatchObject({ name: 'Listener 0077', email: null });
    const claimed = await queryRows<{ phone_number: string | null; email_verified: boolean }>(
      t.database.db,
      sql`select phone_number, email_verified from "user" where email = 'claimer@example.com'`,
    );
    expect(claimed).toEqual([{ phone_number: null, email_verified: false }]);
  });

  it('refuses a name longer than 100 characters at sign-up, naming the field', async () => {
    const answer = await t.browser().post('/api/auth/sign-up/email', {
      email: 'long-name@example.com',
      password: 'long-name-password',
      name: 'x'.repeat(101),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.name' });
  });

  it('refuses a number that is not E.164, or that no country uses, and texts nothing', async () => {
    for (const phoneNumber of ['555-1234', '+10000000000', '+1234567890', '+99999999999']) {
      const answer = await t.browser().post('/api/auth/phone-number/send-otp', { phoneNumber });
      expect(answer.statusCode, phoneNumber).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'INVALID_PHONE_NUMBER' });
      const sent = (
        await t.browser().get(`/dev/outbox.json?to=${encodeURIComponent(phoneNumber)}`)
      ).json() as { messages: unknown[] };
      expect(sent.messages, phoneNumber).toEqual([]);
    }
  });

  it('never writes a code to the log', async () => {
    const codes = (await t.browser().get('/dev/outbox.json'))
      .json()
      .messages.map((message: { text: string }) => /\d{6}/.exec(message.text)?.[0]);
    expect(codes.length).toBeGreaterThan(3);
    const log = t.logs.join('\n');
    expect(log).toContain('text message kept in the outbox');
    // Whole-word match: a code may occur by chance inside a longer number such as a timestamp.
    for (const code of codes) expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
  });
});
