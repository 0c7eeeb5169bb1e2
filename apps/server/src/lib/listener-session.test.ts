import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../test-support/auth-test-app.ts';
import { signInWithPhone, signInWithProvider } from '../test-support/sign-in-flows.ts';
import { databaseKinds } from '../test-support/test-database.ts';
import { requirePermanentUser, requireSession, requireSpotify } from './listener-session.ts';

describe.each(databaseKinds)('who is calling: the session helpers on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind, {
      extendForTests: (app) => {
        app.get('/__who', async (request) => (await requireSession(request)).user);
        app.get('/__permanent', async (request) => (await requirePermanentUser(request)).user.id);
        app.get('/__spotify', async (request) => {
          const { spotify } = await requireSpotify(request);
          const profile = await spotify.api.getProfile();
          return { spotifyUserId: spotify.spotifyUserId, profileId: profile.id };
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers 401 UNAUTHORIZED without a session', async () => {
    const answer = await t.browser().get('/__who');
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('knows an anonymous listener, and keeps profile-only actions from them (403 ACCOUNT_REQUIRED)', async () => {
    const browser = t.browser();
    await browser.post('/api/auth/sign-in/anonymous');
    expect((await browser.get('/__who')).json()).toMatchObject({
      isAnonymous: true,
      email: null,
      name: 'Anonymous listener',
    });
    const denied = await browser.get('/__permanent');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'ACCOUNT_REQUIRED' });
  });

  it('says SPOTIFY_NOT_CONNECTED to a listener without Spotify', async () => {
    const browser = t.browser();
    await signInWithPhone(browser, '+15554440001');
    expect((await browser.get('/__permanent')).statusCode).toBe(200);
    const answer = await browser.get('/__spotify');
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'SPOTIFY_NOT_CONNECTED' });
  });

  it('calls Spotify as the listener with the tokens kept for them', async () => {
    const browser = t.browser();
    await signInWithProvider(t, browser, 'spotify', 'crate-digger');
    const answer = (await browser.get('/__spotify')).json();
    expect(answer.profileId).toBe(answer.spotifyUserId);
    expect(t.spotify.violations).toEqual([]);
  });

  it('forgets a kept session the moment it is signed out, even for a replayed cookie', async () => {
    const browser = t.browser();
    await browser.post('/api/auth/sign-in/anonymous');
    const cookie = browser.cookieHeader();
    const asBefore = () => t.app.inject({ url: '/__who', headers: { cookie } });
    expect((await asBefore()).statusCode).toBe(200);
    expect((await asBefore()).statusCode).toBe(200); // now from the cache
    expect((await browser.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    expect((await asBefore()).statusCode).toBe(401);
  });
});
