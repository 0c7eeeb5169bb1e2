import { describe, expect, it } from 'vitest';
import { expectNoSecret, secret, secretsHarness, SLOW } from './test-support/secrets-harness.ts';

describe('what the server process writes while it runs', () => {
  const h = secretsHarness();
  const { secrets, call, post } = h;

  it(
    'carries no secret or token through sign-up, sign-in, links, codes and failures',
    SLOW,
    async () => {
      const server = await h.start();
      const email = 'ann@example.com';
      const password = secret('password');
      secrets.PASSWORD = password;

      expect((await post('/api/auth/sign-up/email', { email, password, name: 'Ann' })).status).toBe(
        200,
      );
      const verification = await h.mailbox().nextMail(/Confirm your e-mail/);
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
      const reset = await h.mailbox().nextMail(/new Album Club password/);
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
      const code = /\d{6}/.exec(await h.twilio().nextText(phoneNumber))?.[0] as string;
      expect((await post('/api/auth/phone-number/verify', { phoneNumber, code })).status).toBe(200);

      expect((await call('/__test/fail')).status).toBe(500);
      await server.waitForLine(/"statusCode":500/);

      expect((await call('/__test/reject')).status).toBe(202);
      expect(await server.exited).toBe(1);
      const output = server.output();
      expect(output).toContain('the server stopped');
      expect(output).toContain('[redacted]');
      expectNoSecret(output, secrets);
      // A six-digit code is too common to look for alone: it stays out of every quoted value.
      expect(output).not.toMatch(new RegExp(`(?<![0-9.])${code}(?![0-9])`));
    },
  );

  // After the case above, so the passwords and tokens it met are looked for too.
  it('reports an uncaught exception without the secrets its error refers to', SLOW, async () => {
    const server = await h.start();
    expect((await call('/__test/crash')).status).toBe(202);
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toMatch(/the server stopped: uncaughtException/);
    expect(output).toContain('forced fault');
    expectNoSecret(output, secrets);
  });
});
