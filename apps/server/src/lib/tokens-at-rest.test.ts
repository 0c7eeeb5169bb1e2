import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { session, verification } from '../db/schema.ts';
import { createAuthTestApp, type AuthTestApp } from '../test-support/auth-test-app.ts';
import {
  latestOutboxCode,
  pathOf,
  signInWithEmail,
  signUpAndVerify,
} from '../test-support/sign-in-flows.ts';
import { databaseKinds } from '../test-support/test-database.ts';
import { sessionTokenHash } from './session-token-hashing.ts';

let mailboxes = 0;
const newAddress = () => `at-rest-${Date.now()}-${++mailboxes}@example.org`;

describe.each(databaseKinds)('one-time tokens at rest and in the logs on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  const storedRows = () => t.database.db.select().from(verification);
  const asStored = async () => JSON.stringify(await storedRows());

  /** Asks for a reset link, follows it as the browser does, and gives its token. */
  async function resetToken(email: string): Promise<string> {
    const before = t.smtp.messages.length;
    await t.browser().post('/api/auth/request-password-reset', { email });
    const mail = await t.smtp.waitFor(
      email,
      (m) => m.subject.includes('new Album Club password') && t.smtp.messages.indexOf(m) >= before,
    );
    const link = /(http\S+\/reset-password\/\S+)/.exec(mail.text)?.[1] as string;
    expect((await t.browser().get(pathOf(link))).statusCode).toBe(302);
    return pathOf(link).split('?')[0]?.split('/').pop() as string;
  }

  const resetWith = (token: string, newPassword: string) =>
    t.browser().post('/api/auth/reset-password', { token, newPassword });

  it('keeps session tokens only as hashes; the cookie still signs in and out', async () => {
    const browser = t.browser();
    expect((await browser.post('/api/auth/sign-in/anonymous')).statusCode).toBe(200);
    const cookie = [...browser.cookies.values()][0] as string;
    const token = decodeURIComponent(cookie).split('.')[0] as string;
    const stored = JSON.stringify(await t.database.db.select().from(session));
    expect(stored).not.toContain(token);
    expect(stored).toContain(sessionTokenHash(token));
    expect((await browser.get('/api/auth/get-session')).json()).toMatchObject({
      user: { isAnonymous: true },
    });
    expect((await browser.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    expect(JSON.stringify(await t.database.db.select().from(session))).not.toContain(
      sessionTokenHash(token),
    );
  });

  it('hashes the sessions stored before the upgrade as the server now looks them up', async () => {
    const migration = readFileSync(`${migrationsFolder}/0005_hashed-tokens.sql`, 'utf8');
    await t.database.db.execute(sql`create temporary table legacy_session (token text)`);
    await t.database.db.execute(
      sql`insert into legacy_session values ('0123456789abcdefABCDEF-_xyz')`,
    );
    await t.database.db.execute(sql.raw(migration.replace('"session"', 'legacy_session')));
    const rows = await queryRows<{ token: string }>(
      t.database.db,
      sql`select token from legacy_session`,
    );
    expect(rows[0]?.token).toBe(sessionTokenHash('0123456789abcdefABCDEF-_xyz'));
  });

  it('a newer reset link replaces the older ones, and a used one is spent', async () => {
    const email = newAddress();
    await signUpAndVerify(t, t.browser(), email, 'first-password-1');
    const older = await resetToken(email);
    const newer = await resetToken(email);
    expect(newer).not.toBe(older);

    const withOlder = await resetWith(older, 'second-password-2');
    expect(withOlder.statusCode).toBe(400);
    expect(withOlder.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await resetWith(newer, 'second-password-2')).statusCode).toBe(200);
    expect((await resetWith(newer, 'third-password-3')).statusCode).toBe(400);
    expect((await signInWithEmail(t.browser(), email, 'second-password-2')).statusCode).toBe(200);
  });

  it('keeps reset tokens only as hashes, and never logs them', async () => {
    const email = newAddress();
    await signUpAndVerify(t, t.browser(), email, 'first-password-1');
    const token = await resetToken(email);
    const stored = await asStored();
    expect(stored).toContain('reset-password:');
    expect(stored).not.toContain(token);
    expect(t.logs.join('\n')).toContain('/api/auth/reset-password/[redacted]');
    expect(t.logs.join('\n')).not.toContain(token);
    expect((await resetWith(token, 'second-password-2')).statusCode).toBe(200);
  });

  it('keeps sign-in codes only as hashes: the code signs in, its stored form does not', async () => {
    const phoneNumber = '+15554440123';
    const browser = t.browser();
    expect(
      (await browser.post('/api/auth/phone-number/send-otp', { phoneNumber })).statusCode,
    ).toBe(200);
    const code = await latestOutboxCode(browser, phoneNumber);
    const rows = (await storedRows()).filter((row) =>
      row.identifier.startsWith('phone-number-otp-'),
    );
    expect(rows).toHaveLength(1);
    const [storedCode] = rows[0]?.value.split(':') ?? [];
    expect(storedCode).not.toBe(code);
    expect(JSON.stringify(rows)).not.toContain(phoneNumber);

    const withStoredForm = await browser.post('/api/auth/phone-number/verify', {
      phoneNumber,
      code: storedCode,
    });
    expect(withStoredForm.statusCode).toBe(400);
    const signedIn = await browser.post('/api/auth/phone-number/verify', { phoneNumber, code });
    expect(signedIn.statusCode).toBe(200);
    expect(t.logs.join('\n')).not.toMatch(new RegExp(`(?<![0-9.])${code}(?![0-9])`));
  });
});
