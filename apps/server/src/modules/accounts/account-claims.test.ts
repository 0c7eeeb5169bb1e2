import { spotifyUserIdFrom } from '@album-club/spotify-emulator/ids/spotify-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GOOGLE_USERS } from '../../integrations/google/demo-google-users.ts';
import { account, user } from '../../db/schema.ts';
import { placeholderEmail } from '../../lib/auth-providers.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import {
  pathOf,
  signInWithEmail,
  signInWithPhone,
  signInWithProvider,
  whoAmI,
} from '../../test-support/sign-in-flows.ts';
import type { TestBrowser } from '../../test-support/test-browser.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import { releaseClaimedPlaceholders } from './placeholder-claims.repository.ts';

const ATTACKER_PASSWORD = 'attacker-chose-this';
const [ADA, SAM] = DEMO_GOOGLE_USERS;

describe.each(databaseKinds)('nobody claims or takes over an account on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  /** Every call that takes an address, with `email`: each must refuse a placeholder. */
  const callsWith = (browser: TestBrowser, email: string) => [
    browser.post('/api/auth/sign-up/email', { email, password: ATTACKER_PASSWORD, name: 'x' }),
    browser.post('/api/auth/sign-in/email', { email, password: ATTACKER_PASSWORD }),
    browser.post('/api/auth/send-verification-email', { email }),
    browser.post('/api/auth/request-password-reset', { email }),
  ];

  async function expectRefused(email: string) {
    const answers = await Promise.all(callsWith(t.browser(), email));
    for (const answer of answers) {
      expect(answer.statusCode, email).toBe(400);
      expect(answer.json(), email).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: '[body.email] Invalid email address',
      });
    }
  }

  it("refuses a Spotify listener's placeholder address everywhere; their Spotify sign-in still works", async () => {
    const placeholder = placeholderEmail('spotify', spotifyUserIdFrom('night-owl'));
    for (const spelling of [placeholder, placeholder.toUpperCase(), `${placeholder}.`])
      await expectRefused(spelling);

    const owner = t.browser();
    const back = await signInWithProvider(t, owner, 'spotify', 'night-owl');
    expect(back.headers.location).toBe('/#/callback');
    expect(await whoAmI(owner)).toMatchObject({ name: 'Nadia Okafor', isAnonymous: false });
  });

  it("refuses a phone listener's placeholder address; their phone sign-in still works", async () => {
    const phoneNumber = '+15551239001';
    await expectRefused(placeholderEmail('phone', phoneNumber.replace(/\D/g, '')));
    await expectRefused('anything@else.users.invalid');

    const owner = t.browser();
    expect((await signInWithPhone(owner, phoneNumber)).statusCode).toBe(200);
    expect(await whoAmI(owner)).toMatchObject({ name: 'Listener 9001', email: null });
  });

  it('gives back placeholders claimed before they were reserved, so their owners sign in again', async () => {
    const spotifyPlaceholder = placeholderEmail('spotify', spotifyUserIdFrom('slow-cooker'));
    const phonePlaceholder = placeholderEmail('phone', '15551239002');
    // As the old sign-up left them: unconfirmed password accounts holding the placeholders.
    await t.database.db.insert(user).values([
      { id: 'squatter-spotify', name: 'x', email: spotifyPlaceholder },
      { id: 'squatter-phone', name: 'x', email: phonePlaceholder },
    ]);
    await t.database.db.insert(account).values(
      ['squatter-spotify', 'squatter-phone'].map((id) => ({
        id: `${id}-credential`,
        userId: id,
        accountId: id,
        providerId: 'credential',
        password: 'not-a-real-hash',
      })),
    );
    expect(await releaseClaimedPlaceholders(t.database.db)).toBe(2);
    expect(await releaseClaimedPlaceholders(t.database.db)).toBe(0);

    const spotifyOwner = t.browser();
    const back = await signInWithProvider(t, spotifyOwner, 'spotify', 'slow-cooker');
    expect(back.headers.location).toBe('/#/callback');
    expect(await whoAmI(spotifyOwner)).toMatchObject({ name: 'Marcus Bell' });
    const phoneOwner = t.browser();
    expect((await signInWithPhone(phoneOwner, '+15551239002')).statusCode).toBe(200);
    // Real Spotify and phone accounts keep their placeholders.
    expect(await releaseClaimedPlaceholders(t.database.db)).toBe(0);
  });

  it("pre-account takeover: a password chosen before the owner's Google sign-in stops working", async () => {
    const victimAddress = ADA?.email ?? '';
    const attacker = t.browser();
    const signUp = await attacker.post('/api/auth/sign-up/email', {
      email: victimAddress,
      password: ATTACKER_PASSWORD,
      name: 'Ada',
    });
    expect(signUp.statusCode).toBe(200);
    // The owner opens the confirmation mail they never asked for...
    const mail = await t.smtp.waitFor(victimAddress, (m) => m.subject.includes('Confirm'));
    const link = /(http\S+verify-email\S+)/.exec(mail.text)?.[1] ?? '';
    await t.browser().get(pathOf(link));
    // ...which lets the attacker in with the password they chose, for now.
    expect((await signInWithEmail(attacker, victimAddress, ATTACKER_PASSWORD)).statusCode).toBe(
      200,
    );
    expect(await whoAmI(attacker)).toMatchObject({ email: victimAddress });

    const victim = t.browser();
    const back = await signInWithProvider(t, victim, 'google', ADA?.sub);
    expect(back.headers.location).toBe('/#/callback');
    expect(await whoAmI(victim)).toMatchObject({ email: victimAddress, isAnonymous: false });
    expect((await victim.get('/api/account')).json()).toMatchObject({ methods: ['google'] });

    // The attacker's session ended and their password opens nothing.
    expect(await whoAmI(attacker)).toBeNull();
    const again = await signInWithEmail(t.browser(), victimAddress, ATTACKER_PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('a sign-up its owner never confirmed neither blocks their Google sign-in nor keeps its password', async () => {
    const address = SAM?.email ?? '';
    const squatter = t.browser();
    expect(
      (
        await squatter.post('/api/auth/sign-up/email', {
          email: address,
          password: ATTACKER_PASSWORD,
          name: 'Sam',
        })
      ).statusCode,
    ).toBe(200);

    const owner = t.browser();
    const back = await signInWithProvider(t, owner, 'google', SAM?.sub);
    expect(back.headers.location).toBe('/#/callback');
    expect(await whoAmI(owner)).toMatchObject({ email: address, isAnonymous: false });
    expect((await signInWithEmail(t.browser(), address, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });
});
