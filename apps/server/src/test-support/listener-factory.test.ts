import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { session } from '../db/schema/auth.ts';
import { sessionTokenHash } from '../lib/session-token-hashing.ts';
import { createAuthTestApp, type AuthTestApp } from './auth-test-app.ts';
import {
  browserSignedInAs,
  createAnonymousUser,
  createPhoneUser,
  createSpotifyUser,
} from './listener-factory.ts';
import { whoAmI } from './sign-in-flows.ts';

describe('listeners made in the database', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp('pglite');
  });
  afterAll(() => t.close());

  it('authenticate as the signed-in listener, with the token kept only as a hash', async () => {
    const userId = await createAnonymousUser(t);
    const browser = await browserSignedInAs(t, userId);
    expect(await whoAmI(browser)).toMatchObject({ id: userId, isAnonymous: true });
    const [token] = [...browser.cookies.values()].map((cookie) => cookie.split('.')[0] ?? '');
    const [row] = await t.database.db.select().from(session).where(eq(session.userId, userId));
    expect(row?.token).toBe(sessionTokenHash(token ?? ''));
  });

  it('are refused once signed out, and with a cookie signed by another secret', async () => {
    const browser = await browserSignedInAs(t, await createAnonymousUser(t));
    const [name, value = ''] = [...browser.cookies][0] ?? [];
    const forged = t.browser();
    forged.cookies.set(name ?? '', `${value.split('.')[0]}.${'A'.repeat(43)}=`);
    expect(await whoAmI(forged)).toBeNull();
    expect((await browser.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    expect(await whoAmI(browser)).toBeNull();
  });

  it('link a Spotify listener with tokens the emulator accepts', async () => {
    const browser = await browserSignedInAs(t, await createSpotifyUser(t, 'night-owl'));
    expect(await whoAmI(browser)).toMatchObject({ name: 'Nadia Okafor', isAnonymous: false });
    const topArtists = await browser.get('/spotify/top-artists');
    expect(topArtists.statusCode).toBe(200);
    expect(JSON.stringify(topArtists.json())).not.toBe('{}');
  });

  it('make a phone listener once per number, as a second sign-in with the number finds the first', async () => {
    const userId = await createPhoneUser(t, '+15555550123');
    expect(await createPhoneUser(t, '+15555550123')).toBe(userId);
    const browser = await browserSignedInAs(t, userId);
    expect(await whoAmI(browser)).toMatchObject({ id: userId, isAnonymous: false, email: null });
  });
});
