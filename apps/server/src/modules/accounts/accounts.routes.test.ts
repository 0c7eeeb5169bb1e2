import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { account } from '../../db/schema.ts';
import { ratingsOf, rate } from '../../test-support/album-calls.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import {
  signInWithEmail,
  signInWithPhone,
  signInWithProvider,
  signUpAndVerify,
  whoAmI,
} from '../../test-support/sign-in-flows.ts';
import type { TestBrowser } from '../../test-support/test-browser.ts';
import { databaseKinds } from '../../test-support/test-database.ts';

describe.each(databaseKinds)("the spec's account calls answer only their owner, on %s", (kind) => {
  let t: AuthTestApp;
  let nadia: TestBrowser;
  let bob: TestBrowser;
  let ids: { nadia: string; bob: string; nadiaSpotify: string; bobSpotify: string };

  async function spotifyIdOf(userId: string) {
    const [row] = await t.database.db.select().from(account).where(eq(account.userId, userId));
    return row?.accountId ?? '';
  }

  beforeAll(async () => {
    t = await createAuthTestApp(kind);
    nadia = t.browser();
    bob = t.browser();
    await signInWithProvider(t, nadia, 'spotify', 'night-owl');
    await signInWithProvider(t, bob, 'spotify', 'slow-cooker');
    const nadiaId = (await whoAmI(nadia))?.id ?? '';
    const bobId = (await whoAmI(bob))?.id ?? '';
    ids = {
      nadia: nadiaId,
      bob: bobId,
      nadiaSpotify: await spotifyIdOf(nadiaId),
      bobSpotify: await spotifyIdOf(bobId),
    };
  });
  afterAll(() => t.close());

  it("tells the owner about their own Spotify session, without a token; another listener's is 404", async () => {
    const own = await bob.get(`/auth/retrieve-anonymous-tokens/${ids.bobSpotify}`);
    expect(own.json()).toEqual({ success: true, expired: false, expires_in: expect.any(Number) });
    const profile = await bob.get(`/auth/user-profile/${ids.bobSpotify}`);
    expect(profile.json()).toMatchObject({ id: ids.bobSpotify, display_name: 'Marcus Bell' });
    for (const answer of [
      await bob.get(`/auth/retrieve-anonymous-tokens/${ids.nadiaSpotify}`),
      await bob.get(`/auth/user-profile/${ids.nadiaSpotify}`),
      await bob.post('/auth/refresh-anonymous-token', { spotify_id: ids.nadiaSpotify }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('Nadia');
    }
  });

  it('refuses to act on an account id that is not the caller', async () => {
    const link = await bob.post('/auth/link-supabase', {
      spotify_user_id: ids.nadiaSpotify,
      supabase_id: ids.nadia,
    });
    expect(link.statusCode).toBe(403);
    const claim = await bob.post('/auth/link-supabase', {
      spotify_user_id: ids.nadiaSpotify,
      supabase_id: ids.bob,
    });
    expect(claim.statusCode).toBe(409);
    expect(
      (
        await bob.post('/auth/link-supabase', {
          spotify_user_id: ids.bobSpotify,
          supabase_id: ids.bob,
        })
      ).json(),
    ).toEqual({ success: true });
    const type = await bob.post('/auth/update-account-type', {
      supabase_id: ids.nadia,
      auth_provider: 'phone',
      is_anonymous: false,
    });
    expect(type.statusCode).toBe(403);
    const unverified = await bob.post('/auth/update-account-type', {
      supabase_id: ids.bob,
      auth_provider: 'phone',
      is_anonymous: false,
    });
    expect(unverified.statusCode).toBe(409);
  });

  it('confirms a verified phone account type for its owner', async () => {
    const phone = t.browser();
    await signInWithPhone(phone, '+15553330001');
    const id = (await whoAmI(phone))?.id ?? '';
    const answer = await phone.post('/auth/update-account-type', {
      supabase_id: id,
      auth_provider: 'phone',
      is_anonymous: false,
    });
    expect(answer.json()).toEqual({ success: true, accountType: 'phone' });
  });

  it('finds an account by e-mail only when it is the caller’s own: the same answer for others and unknowns', async () => {
    const jo = t.browser();
    await signUpAndVerify(t, jo, 'jo.routes@example.org', 'jo-password-1');
    await signInWithEmail(jo, 'jo.routes@example.org', 'jo-password-1');
    const joId = (await whoAmI(jo))?.id ?? '';
    expect(
      (
        await jo.post('/api/auth/find-account-by-email', {
          email: 'jo.routes@example.org',
          current_supabase_id: joId,
        })
      ).json(),
    ).toEqual({
      found: true,
      canMerge: false,
      account: { spotify_id: null },
    });
    const others = await bob.post('/api/auth/find-account-by-email', {
      email: 'jo.routes@example.org',
      current_supabase_id: ids.bob,
    });
    const unknown = await bob.post('/api/auth/find-account-by-email', {
      email: 'ghost@example.org',
      current_supabase_id: ids.bob,
    });
    expect(others.json()).toEqual({ found: false, canMerge: false });
    expect(unknown.json()).toEqual(others.json());
  });

  it('merges only with sessions of both accounts', async () => {
    const anonymous = t.browser();
    await anonymous.post('/api/auth/sign-in/anonymous');
    await rate(anonymous, 'album-m', 8);
    const anonymousId = (await whoAmI(anonymous))?.id ?? '';
    const body = { anonymous_supabase_id: anonymousId, existing_supabase_id: ids.bob };

    const withoutProof = await bob.post('/auth/merge-accounts', body);
    expect(withoutProof.statusCode).toBe(404);
    expect(withoutProof.json()).toMatchObject({
      code: 'NO_ANONYMOUS_SESSION',
      message: 'No anonymous session found',
    });
    expect(
      (await bob.post('/auth/merge-accounts', { ...body, existing_supabase_id: ids.nadia }))
        .statusCode,
    ).toBe(403);

    // A permanent account's session is no proof of an anonymous one.
    bob.cookies.set(
      'album_club.pending_merge',
      nadia.cookies.get('album_club.session_token') ?? '',
    );
    expect((await bob.post('/auth/merge-accounts', body)).statusCode).toBe(404);
    bob.cookies.set('album_club.pending_merge', 'forged.value');
    expect((await bob.post('/auth/merge-accounts', body)).statusCode).toBe(404);

    bob.cookies.set(
      'album_club.pending_merge',
      anonymous.cookies.get('album_club.session_token') ?? '',
    );
    expect(
      (await bob.post('/auth/merge-accounts', { ...body, anonymous_supabase_id: ids.nadia }))
        .statusCode,
    ).toBe(403);
    const merged = await bob.post('/auth/merge-accounts', body);
    expect(merged.json()).toEqual({ success: true, merged: true });
    expect(bob.cookies.has('album_club.pending_merge')).toBe(false);
    expect(await ratingsOf(bob)).toEqual({ 'album-m': 8 });
    expect(await ratingsOf(nadia)).toEqual({});
    expect(await whoAmI(anonymous)).toBeNull();
  });

  it('smart-merge: the account must own the Spotify id it names, and prove the anonymous session', async () => {
    const anonymous = t.browser();
    await anonymous.post('/api/auth/sign-in/anonymous');
    await rate(anonymous, 'album-smart', 5);
    const anonymousId = (await whoAmI(anonymous))?.id ?? '';
    nadia.cookies.set(
      'album_club.pending_merge',
      anonymous.cookies.get('album_club.session_token') ?? '',
    );
    const body = { current_supabase_id: anonymousId, google_email: 'x@example.org' };
    const foreign = await nadia.post('/api/auth/smart-merge', {
      ...body,
      existing_spotify_id: ids.bobSpotify,
    });
    expect(foreign.statusCode).toBe(403);
    const merged = await nadia.post('/api/auth/smart-merge', {
      ...body,
      existing_spotify_id: ids.nadiaSpotify,
    });
    expect(merged.json()).toEqual({ success: true, merged: true });
    expect(await ratingsOf(nadia)).toMatchObject({ 'album-smart': 5 });
  });

  it("never shows one listener's ratings to another", async () => {
    await rate(nadia, 'album-n', 10);
    expect(await ratingsOf(nadia)).toMatchObject({ 'album-n': 10 });
    expect(await ratingsOf(bob)).not.toHaveProperty('album-n');
  });

  it('refuses tokens from the browser and the old client-side code exchange (410)', async () => {
    for (const url of [
      '/spotify/migrate-session',
      '/auth/store-anonymous-tokens',
      '/api/auth/store-anonymous-tokens',
      '/api/auth/exchange-code',
      '/api/mobile/auth/exchange-code',
    ]) {
      const answer = await bob.post(url, {
        access_token: 'BQD-from-the-browser',
        expires_in: 3600,
      });
      expect(answer.statusCode).toBe(410);
      expect(answer.json()).toMatchObject({ code: 'GONE' });
    }
  });

  it('asks for a session first', async () => {
    const stranger = t.browser();
    for (const answer of [
      await stranger.get('/api/account'),
      await stranger.get(`/auth/retrieve-anonymous-tokens/${ids.bobSpotify}`),
      await stranger.post('/spotify/refresh-token', {}),
      await stranger.post('/auth/merge-accounts', {
        anonymous_supabase_id: 'a',
        existing_supabase_id: 'b',
      }),
      await stranger.post('/api/auth/find-account-by-email', {
        email: 'a@example.org',
        current_supabase_id: 'x',
      }),
    ]) {
      expect(answer.statusCode).toBe(401);
    }
  });
});
