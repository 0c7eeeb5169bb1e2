import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { signInWithEmail } from '../../test-support/sign-in-flows.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import { RATE_RULES } from '../../lib/rate-limit/rate-rules.ts';

const TEN_MINUTES = 10 * 60_000;

describe.each(databaseKinds)('a stranger cannot flood a mailbox or a phone on %s', (kind) => {
  let t: AuthTestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createAuthTestApp(kind, { now: () => new Date(clock) });
  });
  afterAll(() => t.close());

  it('sends one mailbox at most its day’s share of sign-in mail, however it is asked', async () => {
    const victim = 'inbox-owner@example.org';
    const attacker = t.browser();
    await attacker.post('/api/auth/sign-up/email', {
      email: victim,
      password: 'chosen-by-attacker',
      name: 'x',
    });
    // Every ten minutes the per-request limits start again; the day's cap does not.
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 3; i += 1)
        await signInWithEmail(t.browser(), victim, 'chosen-by-attacker');
      for (let i = 0; i < 2; i += 1)
        await t.browser().post('/api/auth/send-verification-email', { email: victim });
      clock += TEN_MINUTES + 1000;
    }
    await t.smtp.waitFor(
      victim,
      () =>
        t.smtp.messages.filter((m) => m.to.includes(victim)).length >=
        RATE_RULES['sign-in-mail-to'].max,
    );
    // Each answer above came after its mail was sent or held back, so this count is final.
    const received = t.smtp.messages.filter((mail) => mail.to.includes(victim));
    expect(received).toHaveLength(RATE_RULES['sign-in-mail-to'].max);
    // The answers do not tell that mail was held back.
    const late = await t.browser().post('/api/auth/send-verification-email', { email: victim });
    expect(late.statusCode).toBe(200);
    // Sixteen password checks (scrypt) on purpose: slow when the machine is busy.
  }, 60_000);

  it('texts one number at most 10 codes a day, then refuses', async () => {
    const phoneNumber = '+15557770001';
    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (await t.browser().post('/api/auth/phone-number/send-otp', { phoneNumber })).statusCode,
        );
      clock += TEN_MINUTES + 1000;
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
