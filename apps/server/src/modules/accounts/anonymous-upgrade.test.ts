import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { user } from '../../db/schema.ts';
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

describe.each(databaseKinds)('anonymous listeners, upgrades and merges on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  async function anonymousWithRatings(
    ratings: Record<string, number>,
  ): Promise<[TestBrowser, string]> {
    const browser = t.browser();
    expect((await browser.post('/api/auth/sign-in/anonymous')).statusCode).toBe(200);
    for (const [albumId, rating] of Object.entries(ratings))
      expect((await rate(browser, albumId, rating)).statusCode).toBe(200);
    const me = await whoAmI(browser);
    expect(me?.isAnonymous).toBe(true);
    return [browser, me?.id ?? ''];
  }

  const gone = async (id: string) =>
    (await t.database.db.select().from(user).where(eq(user.id, id))).length === 0;

  it('starts a real anonymous session that can rate and read its ratings back', async () => {
    const [browser] = await anonymousWithRatings({ 'album-a': 7.5 });
    expect(await ratingsOf(browser)).toEqual({ 'album-a': 7.5 });
    expect((await browser.get('/api/account')).json()).toMatchObject({
      accountType: 'anonymous',
      methods: [],
    });
    expect((await browser.post('/api/auth/sign-in/anonymous')).statusCode).toBe(400);
  });

  it('lets nobody rate or read ratings without a session', async () => {
    const browser = t.browser();
    const rated = await rate(browser, 'album-a', 5);
    expect(rated.statusCode).toBe(401);
    expect(rated.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await browser.get('/spotify/user-albums')).statusCode).toBe(401);
  });

  it('validates a rating against the contract', async () => {
    const [browser] = await anonymousWithRatings({});
    const answer = await rate(browser, 'album-a', 11);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.rating' });
  });

  it('upgrade by phone keeps everything', async () => {
    const [browser, anonymousId] = await anonymousWithRatings({ 'album-p': 8 });
    expect((await signInWithPhone(browser, '+15557770001')).statusCode).toBe(200);
    expect(await whoAmI(browser)).toMatchObject({ isAnonymous: false });
    expect(await ratingsOf(browser)).toEqual({ 'album-p': 8 });
    expect(await gone(anonymousId)).toBe(true);
  });

  it('upgrade by e-mail keeps everything once the address is verified and the listener signs in', async () => {
    const [browser, anonymousId] = await anonymousWithRatings({ 'album-e': 6 });
    await signUpAndVerify(t, browser, 'upgrade@example.org', 'keep-my-ratings');
    expect(await whoAmI(browser)).toMatchObject({ isAnonymous: true });
    expect(
      (await signInWithEmail(browser, 'upgrade@example.org', 'keep-my-ratings')).statusCode,
    ).toBe(200);
    expect(await ratingsOf(browser)).toEqual({ 'album-e': 6 });
    expect(await gone(anonymousId)).toBe(true);
  });

  it('upgrade by Spotify and by Google keeps everything', async () => {
    const [spotifyBrowser] = await anonymousWithRatings({ 'album-s': 9 });
    await signInWithProvider(t, spotifyBrowser, 'spotify', 'first-steps');
    expect(await whoAmI(spotifyBrowser)).toMatchObject({ name: 'Priya Raman', isAnonymous: false });
    expect(await ratingsOf(spotifyBrowser)).toEqual({ 'album-s': 9 });

    const [googleBrowser] = await anonymousWithRatings({ 'album-g': 4 });
    await signInWithProvider(t, googleBrowser, 'google');
    expect(await whoAmI(googleBrowser)).toMatchObject({ name: 'Ada Park' });
    expect(await ratingsOf(googleBrowser)).toEqual({ 'album-g': 4 });
  });

  it('signing in to an existing account merges: both sets present, the newer rating wins', async () => {
    const existing = t.browser();
    await signUpAndVerify(t, existing, 'owner@example.org', 'owner-password');
    await signInWithEmail(existing, 'owner@example.org', 'owner-password');
    await rate(existing, 'album-1', 3);
    await rate(existing, 'album-2', 5);
    const [browser, anonymousId] = await anonymousWithRatings({ 'album-2': 9, 'album-3': 7 });
    expect((await signInWithEmail(browser, 'owner@example.org', 'owner-password')).statusCode).toBe(
      200,
    );
    expect(await ratingsOf(browser)).toEqual({ 'album-1': 3, 'album-2': 9, 'album-3': 7 });
    expect(await ratingsOf(existing)).toEqual({ 'album-1': 3, 'album-2': 9, 'album-3': 7 });
    expect(await gone(anonymousId)).toBe(true);
  });

  it('a merge that fails keeps the data and the sign-in; POST /auth/merge-accounts finishes it later', async () => {
    const db = t.database.db;
    await db.execute(sql`create or replace function album_club_test_fail() returns trigger as $$
      begin raise exception 'simulated outage'; end $$ language plpgsql`);
    await db.execute(sql`create trigger album_club_test_fail before update on user_album
      for each row when (old.album_id = 'album-outage') execute function album_club_test_fail()`);
    const [browser, anonymousId] = await anonymousWithRatings({ 'album-outage': 6 });
    try {
      const signedIn = await signInWithPhone(browser, '+15557770099');
      expect(signedIn.statusCode).toBe(200);
      expect(await whoAmI(browser)).toMatchObject({ isAnonymous: false });
      expect(browser.cookies.get('album_club.pending_merge')).toBeTruthy();
      expect(await gone(anonymousId)).toBe(false);
      expect(await ratingsOf(browser)).toEqual({});
      expect(t.logs.join('\n')).toContain('merging an anonymous listener failed');
    } finally {
      await db.execute(sql`drop trigger album_club_test_fail on user_album`);
    }
    const me = await whoAmI(browser);
    const retried = await browser.post('/auth/merge-accounts', {
      anonymous_supabase_id: anonymousId,
      existing_supabase_id: me?.id,
    });
    expect(retried.json()).toEqual({ success: true, merged: true });
    expect(await ratingsOf(browser)).toEqual({ 'album-outage': 6 });
    expect(await gone(anonymousId)).toBe(true);
  });

  it('limits anonymous starts per client address, so bots cannot fill the user table', async () => {
    const address = t.browser();
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      const fresh = t.browser();
      statuses.push(
        (
          await fresh.request({
            method: 'POST',
            url: '/api/auth/sign-in/anonymous',
            remoteAddress: address.ip,
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
  });
});
