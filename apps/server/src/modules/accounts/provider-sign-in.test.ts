import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { account } from '../../db/schema.ts';
import { RATE_LIMITED_MESSAGE } from '../../lib/rate-limit/rate-limiter.ts';
import { createTokenCipher } from '../../lib/token-cipher.ts';
import { RATE_RULES } from '../../lib/rate-limit/rate-rules.ts';
import {
  createAuthTestApp,
  TEST_PUBLIC_URL,
  type AuthTestApp,
} from '../../test-support/auth-test-app.ts';
import {
  decideAtProvider,
  openProviderPage,
  pathOf,
  signInWithProvider,
  startProviderSignIn,
  whoAmI,
} from '../../test-support/sign-in-flows.ts';
import { databaseKinds } from '../../test-support/test-database.ts';

describe.each(databaseKinds)('signing in with Spotify and Google on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  /** Consent at the emulator for a sign-in started by `browser`; the callback URL it sends back. */
  async function consentAtSpotify(authorizeUrl: string, user = 'night-owl') {
    const page = await openProviderPage(authorizeUrl);
    return decideAtProvider(t.spotify.url, page.request ?? '', { action: 'accept', user });
  }

  it('Spotify: the code flow with PKCE (S256), the spec scopes and show_dialog', async () => {
    const url = new URL(await startProviderSignIn(t.browser(), 'spotify'));
    expect(url.origin).toBe(t.spotify.url);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      code_challenge_method: 'S256',
      show_dialog: 'true',
      redirect_uri: `${TEST_PUBLIC_URL}/api/auth/callback/spotify`,
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).toBeTruthy();
    expect(params.scope?.split(' ').sort()).toEqual([
      'user-library-modify',
      'user-library-read',
      'user-read-email',
      'user-read-private',
      'user-read-recently-played',
      'user-top-read',
    ]);
  });

  it('Spotify: a listener without an e-mail (development-mode app) gets a session and the callback screen', async () => {
    const browser = t.browser();
    const back = await signInWithProvider(t, browser, 'spotify', 'night-owl');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/#/callback');
    const cookie = String(back.headers['set-cookie']);
    expect(cookie).toMatch(/album_club\.session_token=[^;]+;.*HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(await whoAmI(browser)).toMatchObject({
      name: 'Nadia Okafor',
      email: null,
      isAnonymous: false,
    });
    const profile = (await browser.get('/api/account')).json();
    expect(profile).toMatchObject({
      accountType: 'spotify',
      methods: ['spotify'],
      spotify: { connected: true },
    });
  });

  it('Google: OpenID Connect with a verified e-mail', async () => {
    const browser = t.browser();
    const back = await signInWithProvider(t, browser, 'google');
    expect(back.headers.location).toBe('/#/callback');
    expect(await whoAmI(browser)).toMatchObject({
      name: 'Ada Park',
      email: 'ada.park@example.com',
    });
    expect((await browser.get('/api/account')).json()).toMatchObject({
      accountType: 'google',
      methods: ['google'],
    });
  });

  it('Cancel at the consent page comes back as the spec error, without a session', async () => {
    const browser = t.browser();
    const page = await openProviderPage(await startProviderSignIn(browser, 'spotify'));
    const back = await browser.get(
      pathOf(await decideAtProvider(t.spotify.url, page.request ?? '', { action: 'cancel' })),
    );
    expect(back.headers.location).toBe('/auth/sign-in-error?error=access_denied');
    expect((await browser.get(back.headers.location as string)).headers.location).toBe(
      '/#/callback?error=access_denied',
    );
    expect(await whoAmI(browser)).toBeNull();
  });

  it('passes error codes on to the callback screen, never free text from the link', async () => {
    const crafted = await t
      .browser()
      .get(
        '/auth/sign-in-error?provider=spotify&error=access_denied&error_description=Your%20account%20is%20locked.%20Call%20us',
      );
    expect(crafted.headers.location).toBe('/#/callback?provider=spotify&error=access_denied');
  });

  it("keeps the web app's provider on a failed sign-in, so the callback screen can start it again", async () => {
    const browser = t.browser();
    const start = await startProviderSignIn(
      browser,
      'google',
      '/auth/sign-in-error?provider=google',
    );
    const page = await openProviderPage(start);
    const back = await browser.get(
      pathOf(await decideAtProvider(t.google.url, page.request ?? '', { action: 'cancel' })),
    );
    expect((await browser.get(back.headers.location as string)).headers.location).toBe(
      '/#/callback?provider=google&error=access_denied',
    );
  });

  it("refuses a callback whose state this browser did not start (CSRF): the attacker's code signs nobody in", async () => {
    const attacker = t.browser();
    const callback = pathOf(
      await consentAtSpotify(await startProviderSignIn(attacker, 'spotify'), 'slow-cooker'),
    );
    const victim = t.browser();
    const back = await victim.get(callback);
    expect(back.headers.location).toMatch(
      /^(http:\/\/127\.0\.0\.1:3000)?\/auth\/sign-in-error\?error=state_mismatch$/,
    );
    expect(await whoAmI(victim)).toBeNull();

    const forged = await victim.get('/api/auth/callback/spotify?code=abc&state=made-up');
    expect(forged.headers.location).toBe(
      `${TEST_PUBLIC_URL}/auth/sign-in-error?error=state_mismatch`,
    );
  });

  it('checks the PKCE verifier: a code issued for another sign-in fails the exchange', async () => {
    const browser = t.browser();
    const first = await startProviderSignIn(browser, 'spotify');
    const second = new URL(await startProviderSignIn(browser, 'spotify'));
    const firstCode = new URL(await consentAtSpotify(first)).searchParams.get('code') ?? '';
    const state = second.searchParams.get('state') ?? '';
    t.spotify.admin.clearRequests();
    const back = await browser.get(
      `/api/auth/callback/spotify?code=${encodeURIComponent(firstCode)}&state=${state}`,
    );
    expect(back.headers.location).toBe('/auth/sign-in-error?error=invalid_code');
    const exchanges = t.spotify.admin.requests({ path: '/api/token' });
    expect(exchanges.map((request) => request.status)).toEqual([400]);
    expect(await whoAmI(browser)).toBeNull();
  });

  it('uses an authorization code once: replaying the callback signs nobody in again', async () => {
    const browser = t.browser();
    const callback = pathOf(await consentAtSpotify(await startProviderSignIn(browser, 'spotify')));
    expect((await browser.get(callback)).headers.location).toBe('/#/callback');
    const replayer = t.browser();
    replayer.cookies.set('album_club.state', browser.cookies.get('album_club.state') ?? 'gone');
    const replay = await replayer.get(callback);
    expect(replay.headers.location).toBe(
      `${TEST_PUBLIC_URL}/auth/sign-in-error?error=state_mismatch`,
    );
    expect(await whoAmI(replayer)).toBeNull();
  });

  it('keeps provider tokens on the server, encrypted; no answer ever carries one', async () => {
    const browser = t.browser();
    await signInWithProvider(t, browser, 'spotify', 'trail-runner');
    const me = await whoAmI(browser);
    const [row] = await t.database.db
      .select()
      .from(account)
      .where(eq(account.userId, me?.id ?? ''));
    const cipher = createTokenCipher(t.config.secrets.tokenEncryptionKey.reveal());
    expect(row?.accessToken).toMatch(/^v1\./);
    expect(row?.refreshToken).toMatch(/^v1\./);
    const secrets = [
      cipher.decrypt(row?.accessToken ?? ''),
      cipher.decrypt(row?.refreshToken ?? ''),
    ];
    const spotifyId = row?.accountId ?? '';

    const answers = [
      await browser.get('/api/auth/get-session'),
      await browser.get('/api/account'),
      await browser.get(`/auth/retrieve-anonymous-tokens/${spotifyId}`),
      await browser.get(`/auth/user-profile/${spotifyId}`),
      await browser.post('/spotify/refresh-token', {}),
      await browser.post('/auth/refresh-anonymous-token', { spotify_id: spotifyId }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const [renewed] = await t.database.db
      .select()
      .from(account)
      .where(eq(account.userId, me?.id ?? ''));
    secrets.push(
      cipher.decrypt(renewed?.accessToken ?? ''),
      cipher.decrypt(renewed?.refreshToken ?? ''),
    );
    for (const answer of answers) {
      const text = `${answer.body} ${JSON.stringify(answer.headers)}`;
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
    expect(answers[4]?.json()).toMatchObject({
      success: true,
      data: { expires_in: expect.any(Number) },
    });

    for (const path of [
      '/get-access-token',
      '/refresh-token',
      '/list-accounts',
      '/account-info',
      '/link-social',
    ]) {
      const get = await browser.get(`/api/auth${path}`);
      const post = await browser.post(`/api/auth${path}`, { providerId: 'spotify' });
      expect([get.statusCode, post.statusCode]).toEqual([404, 404]);
    }
  });

  it("limits Spotify renewals per listener: each is a call on the app's shared Spotify quota", async () => {
    const browser = t.browser();
    await signInWithProvider(t, browser, 'spotify', 'night-owl');
    const statuses: number[] = [];
    for (let i = 0; i < RATE_RULES['spotify-renewal'].max; i += 1)
      statuses.push((await browser.post('/spotify/refresh-token', {})).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await browser.post('/spotify/refresh-token', {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  // Last in this block: it uses up the address's allowance of callbacks.
  it('sends a browser back from the provider too often to the callback screen, not to a JSON page', async () => {
    const browser = t.browser();
    let back;
    for (let i = 0; i <= 30; i += 1) {
      back = await browser.get('/api/auth/callback/google?code=abc&state=made-up');
      if (back.statusCode === 302 && back.headers.location?.includes('rate_limited')) break;
    }
    expect(back?.statusCode).toBe(302);
    expect(back?.headers.location).toBe('/auth/sign-in-error?error=rate_limited&provider=google');
    const screen = await browser.get(back?.headers.location ?? '');
    expect(screen.headers.location).toBe('/#/callback?provider=google&error=rate_limited');
    // Other sign-in calls still answer in JSON.
    const start = await browser.post('/api/auth/sign-in/social', { provider: 'spotify' });
    expect(start.statusCode).not.toBe(302);
  });
});
