import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderEmail } from '../../lib/auth-providers.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import {
  pathOf,
  signInWithEmail,
  signInWithPhone,
  signUpAndVerify,
  whoAmI,
} from '../../test-support/sign-in-flows.ts';
import type { TestBrowser } from '../../test-support/test-browser.ts';
import { databaseKinds } from '../../test-support/test-database.ts';

const OLD_PASSWORD = 'old-password-1';
const NEW_PASSWORD = 'new-password-2';
let mailboxes = 0;
const newAddress = () => `reset-${Date.now()}-${++mailboxes}@example.org`;

describe.each(databaseKinds)('choosing a new password by e-mail on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  const requestReset = (browser: TestBrowser, email: string) =>
    browser.post('/api/auth/request-password-reset', {
      email,
      redirectTo: 'https://evil.example/steal',
    });

  /** Follows the mailed link as a browser does, to where the app takes over. */
  async function followResetLink(browser: TestBrowser, email: string): Promise<string> {
    const mail = await t.smtp.waitFor(email, (m) => m.subject.includes('new Album Club password'));
    const link = /(http\S+\/reset-password\/\S+)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`no reset link in: ${mail.text}`);
    const checked = await browser.get(pathOf(link));
    expect(checked.statusCode).toBe(302);
    const landing = String(checked.headers.location);
    expect(landing).toMatch(/^(http:\/\/127\.0\.0\.1:3000)?\/auth\/password-reset\?token=/);
    const app = await browser.get(pathOf(landing));
    expect(app.statusCode).toBe(302);
    const into = String(app.headers.location);
    expect(into).toMatch(/^\/#\/\?reset=/);
    return decodeURIComponent(into.replace('/#/?reset=', ''));
  }

  it('mails a one-hour link that leads into the app; the new password works, the old one and old sessions do not', async () => {
    const email = newAddress();
    const browser = t.browser();
    await signUpAndVerify(t, browser, email, OLD_PASSWORD);
    expect((await signInWithEmail(browser, email, OLD_PASSWORD)).statusCode).toBe(200);

    const asked = await requestReset(t.browser(), email);
    expect(asked.statusCode).toBe(200);
    const token = await followResetLink(t.browser(), email);

    const reset = await t.browser().post('/api/auth/reset-password', {
      newPassword: NEW_PASSWORD,
      token,
    });
    expect(reset.statusCode).toBe(200);
    expect(await whoAmI(browser)).toBeNull();
    expect((await signInWithEmail(t.browser(), email, OLD_PASSWORD)).statusCode).toBe(401);
    expect((await signInWithEmail(t.browser(), email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await t.browser().post('/api/auth/reset-password', {
      newPassword: 'third-password-3',
      token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('frees an address whose first password was mistyped before it was ever confirmed', async () => {
    const email = newAddress();
    const signUp = await t.browser().post('/api/auth/sign-up/email', {
      email,
      password: 'typo-password-0',
      name: 'Typo',
    });
    expect(signUp.statusCode).toBe(200);
    await requestReset(t.browser(), email);
    const token = await followResetLink(t.browser(), email);
    expect(
      (await t.browser().post('/api/auth/reset-password', { newPassword: NEW_PASSWORD, token }))
        .statusCode,
    ).toBe(200);
    const signIn = await signInWithEmail(t.browser(), email, NEW_PASSWORD);
    // Either in at once, or asked to confirm the address, which sends a fresh link.
    expect([200, 403]).toContain(signIn.statusCode);
    if (signIn.statusCode === 403)
      await t.smtp.waitFor(email, (m) => m.subject.includes('Confirm') && m !== undefined);
  });

  it('answers the same for an unknown address and mails nothing; placeholder addresses are refused', async () => {
    const known = newAddress();
    await signUpAndVerify(t, t.browser(), known, OLD_PASSWORD);
    const before = t.smtp.messages.length;
    const unknown = await requestReset(t.browser(), newAddress());
    expect(unknown.statusCode).toBe(200);
    const forKnown = await requestReset(t.browser(), known);
    expect(unknown.json()).toEqual(forKnown.json());
    await t.smtp.waitFor(known, (m) => m.subject.includes('new Album Club password'));

    // A phone account's stored address is a placeholder; asking for it mails nobody.
    expect((await signInWithPhone(t.browser(), '+15551230777')).statusCode).toBe(200);
    const placeholder = placeholderEmail('phone', '15551230777');
    const refused = await requestReset(t.browser(), placeholder);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: '[body.email] Invalid email address',
    });
    expect(t.smtp.messages.slice(before).map((m) => m.to)).toEqual([[known]]);
  });

  it('a bad or spent link lands on the app with a clear marker, never with a token', async () => {
    const bad = await t.browser().get('/auth/password-reset?error=INVALID_TOKEN');
    expect(bad.headers.location).toBe('/#/?email=reset-invalid');
    const forged = await t.browser().get('/auth/password-reset?token=%22%3E%3Cscript%3E');
    expect(forged.headers.location).toBe('/#/?email=reset-invalid');
  });
});
