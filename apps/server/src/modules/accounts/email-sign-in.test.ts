import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { signInWithEmail, signUpAndVerify, whoAmI } from '../../test-support/sign-in-flows.ts';
import { databaseKinds } from '../../test-support/test-database.ts';

const PASSWORD = 'vinyl-on-sundays';

describe.each(databaseKinds)('e-mail and password on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  it('signs up, mails a verification link over SMTP, and signs in only after it was opened', async () => {
    const browser = t.browser();
    const signUp = await browser.post('/api/auth/sign-up/email', {
      email: 'mia@example.org',
      password: PASSWORD,
      name: 'mia',
      // Where the mailed link leads is the server's to say.
      callbackURL: '/#/somewhere-else',
    });
    expect(signUp.statusCode).toBe(200);
    expect(await whoAmI(browser)).toBeNull();
    const early = await signInWithEmail(browser, 'mia@example.org', PASSWORD);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const mail = await t.smtp.waitFor('mia@example.org');
    expect(mail.subject).toBe('Confirm your e-mail for Album Club');
    const link = new URL(/(http\S+verify-email\S+)/.exec(mail.text)?.[1] ?? '');
    expect(link.origin).toBe(t.origin);
    const opened = await browser.get(`${link.pathname}${link.search}`);
    expect(opened.headers.location).toBe('/auth/email-verified');
    expect((await browser.get('/auth/email-verified')).headers.location).toBe('/#/?email=verified');

    const signIn = await signInWithEmail(browser, 'mia@example.org', PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).not.toHaveProperty('token');
    // The sign-in answers in place; it does not send the browser to the verification landing page.
    expect(signIn.json()).toMatchObject({ redirect: false });
    expect(signIn.json()).not.toHaveProperty('url');
    expect(await whoAmI(browser)).toMatchObject({ email: 'mia@example.org', isAnonymous: false });
    expect((await browser.get('/api/account')).json()).toMatchObject({
      accountType: 'email',
      methods: ['email'],
    });
  });

  it('sends a broken or expired link back to the app with an error', async () => {
    const browser = t.browser();
    const answer = await browser.get(
      '/api/auth/verify-email?token=nonsense&callbackURL=%2Fauth%2Femail-verified',
    );
    expect(answer.headers.location).toBe('/auth/email-verified?error=INVALID_TOKEN');
    expect((await browser.get(answer.headers.location as string)).headers.location).toBe(
      '/#/?email=link-invalid',
    );
  });

  it('wants 8 or more characters', async () => {
    const answer = await t.browser().post('/api/auth/sign-up/email', {
      email: 'short@example.org',
      password: 'seven77',
      name: 'x',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
  });

  it('answers sign-up the same for a known and an unknown address; only the owner hears of it', async () => {
    await signUpAndVerify(t, t.browser(), 'jo@example.org', PASSWORD);
    await signUpAndVerify(t, t.browser(), 'kim@example.org', PASSWORD);
    const signUp = async (email: string) => {
      const started = performance.now();
      const answer = await t.browser().post('/api/auth/sign-up/email', {
        email,
        password: 'another-password',
        name: 'same-name',
      });
      return { answer, ms: Math.round(performance.now() - started) };
    };
    const known = await signUp('jo@example.org');
    const unknown = await signUp('new@example.org');
    expect([known.answer.statusCode, unknown.answer.statusCode]).toEqual([200, 200]);
    // Whole answers, the address aside: no field, value or header tells them apart.
    const sameAnswer = ({ answer }: typeof known) => ({
      body: { ...answer.json(), user: { ...answer.json().user, email: '…' } },
      headers: Object.keys(answer.headers)
        .filter((name) => !['date', 'x-request-id', 'content-length'].includes(name))
        .sort(),
    });
    expect(sameAnswer(known)).toEqual(sameAnswer(unknown));
    expect(known.answer.json()).toEqual({
      user: { email: 'jo@example.org', emailVerified: false },
    });
    // Both hash the password and mail once; printed, not asserted (timing is noise on CI).
    const again = await signUp('kim@example.org');
    const fresh = await signUp('newer@example.org');
    console.info(`sign-up ms: known ${known.ms}/${again.ms}, unknown ${unknown.ms}/${fresh.ms}`);
    const notice = await t.smtp.waitFor('jo@example.org', (m) => m.subject.includes('already'));
    expect(notice.subject).toBe('You already have an Album Club account');
    expect((await signInWithEmail(t.browser(), 'jo@example.org', PASSWORD)).statusCode).toBe(200);
  });

  it('answers sign-in the same for an unknown address and a wrong password', async () => {
    const unknown = await signInWithEmail(t.browser(), 'nobody@example.org', PASSWORD);
    const wrong = await signInWithEmail(t.browser(), 'jo@example.org', 'not-the-password');
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    const { requestId: _a, ...first } = unknown.json();
    const { requestId: _b, ...second } = wrong.json();
    expect(first).toEqual(second);
    expect(first).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
  });

  it('limits password guesses per address, from any address, with the spec message', async () => {
    const answers = [];
    for (let i = 0; i < 9; i++)
      answers.push(await signInWithEmail(t.browser(), 'target@example.org', `guess-${i}-xx`));
    expect(answers.slice(0, 8).map((a) => a.statusCode)).toEqual(Array(8).fill(401));
    expect(answers[8]?.statusCode).toBe(429);
    expect(answers[8]?.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in a few minutes.',
    });
  });

  it('limits sign-ups per client address', async () => {
    const browser = t.browser();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await browser.post('/api/auth/sign-up/email', {
            email: `bulk${i}@example.org`,
            password: PASSWORD,
            name: 'b',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });

  it('refuses a placeholder (.invalid) address as it refuses a malformed one, and mails nothing', async () => {
    const before = t.smtp.messages.length;
    const answer = await t.browser().post('/api/auth/sign-up/email', {
      email: 'someone@users.invalid',
      password: PASSWORD,
      name: 'x',
    });
    const malformed = await t.browser().post('/api/auth/sign-up/email', {
      email: 'someone@',
      password: PASSWORD,
      name: 'x',
    });
    expect([answer.statusCode, malformed.statusCode]).toEqual([400, 400]);
    const { requestId: _a, ...placeholderAnswer } = answer.json();
    const { requestId: _b, ...malformedAnswer } = malformed.json();
    expect(placeholderAnswer).toEqual(malformedAnswer);
    expect(placeholderAnswer).toEqual({
      code: 'VALIDATION_ERROR',
      message: '[body.email] Invalid email address',
    });
    await signUpAndVerify(t, t.browser(), 'after-placeholder@example.org', PASSWORD);
    expect(
      t.smtp.messages.slice(before).filter((m) => m.to.some((to) => to.endsWith('.invalid'))),
    ).toEqual([]);
  });

  it('keeps a display name on one line: no CR/LF, control or direction override', async () => {
    const browser = t.browser();
    await browser.post('/api/auth/sign-up/email', {
      email: 'rtl@example.org',
      password: PASSWORD,
      name: 'Eve\r\nBcc: all\u0007 \u202Egnp.exe\u202C\u2066\u2069',
    });
    const mail = await t.smtp.waitFor('rtl@example.org', (m) => m.subject.includes('Confirm'));
    const link = /(http\S+verify-email\S+)/.exec(mail.text)?.[1] ?? '';
    await browser.get(link.replace(t.origin, ''));
    expect((await signInWithEmail(browser, 'rtl@example.org', PASSWORD)).statusCode).toBe(200);
    expect(await whoAmI(browser)).toMatchObject({ name: 'Eve Bcc: all gnp.exe' });
  });

  it('never writes a password or a verification link to the log', () => {
    const log = t.logs.join('\n');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain('not-the-password');
    expect(log).not.toMatch(/verify-email\?token=(?!%5Bredacted%5D)/);
  });
});
