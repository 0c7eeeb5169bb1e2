import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rewards } from '@album-club/contracts/gives';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener } from '../../test-support/listener-browsers.ts';
import { signInWithPhone, whoAmI } from '../../test-support/sign-in-flows.ts';
import type { TestBrowser } from '../../test-support/test-browser.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import { give } from './give-test-calls.ts';

describe.each(databaseKinds)('gives of anonymous sessions merged into an account on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  const shareMany = async (browser: TestBrowser, count: number, label: string) => {
    for (let n = 0; n < count; n++) {
      const answer = await give(browser, { albumTitle: `${label} ${n}`, artist: 'Merge Artist' });
      expect(answer.statusCode, `${label} ${n}`).toBe(200);
    }
  };

  it('count against one daily limit and earn points once, as if one person had given them', async () => {
    const phoneNumber = '+15551238001';
    const account = t.browser();
    expect((await signInWithPhone(account, phoneNumber)).statusCode).toBe(200);
    const accountId = (await whoAmI(account))?.id;
    await shareMany(account, 5, 'Morning');

    // 20 gives from an anonymous session, one of them a moment the account already shared.
    const [first] = await anonymousListener(t);
    await shareMany(first, 1, 'Morning');
    await shareMany(first, 19, 'Evening');
    expect((await signInWithPhone(first, phoneNumber)).statusCode).toBe(200);
    expect((await whoAmI(first))?.id).toBe(accountId);

    // 25 gives today for one person: only 20 of them earn (50 points each), and no more today.
    const rewards = (await account.get('/spotify/rewards')).json() as Rewards;
    expect(rewards).toMatchObject({ discoveryPoints: 20 * 50, communityKarma: 20 });
    expect(
      (await give(account, { albumTitle: 'One more', artist: 'Merge Artist' })).statusCode,
    ).toBe(429);

    // Another anonymous session's 20 gives add nothing to the day's points either.
    const [second] = await anonymousListener(t);
    await shareMany(second, 20, 'Night');
    expect((await signInWithPhone(second, phoneNumber)).statusCode).toBe(200);
    expect((await second.get('/spotify/rewards')).json()).toMatchObject({
      discoveryPoints: 20 * 50,
      communityKarma: 20,
    });
    expect((await give(second, { albumTitle: 'Still one more', artist: 'x' })).statusCode).toBe(
      429,
    );
  });
});
