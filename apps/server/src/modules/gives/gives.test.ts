import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ClubGive, GiveResponse, Rewards } from '@album-club/contracts/gives';
import { album, give as giveTable } from '../../db/schema.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import {
  anonymousListener,
  phoneListener,
  spotifyListener,
} from '../../test-support/listener-browsers.ts';
import { signInWithEmail, signUpAndVerify, whoAmI } from '../../test-support/sign-in-flows.ts';
import type { TestBrowser } from '../../test-support/test-browser.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import { blueGive, friendAddress, give } from './give-test-calls.ts';

describe.each(databaseKinds)('giving a recommendation on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  it('stores the give on the catalog album and answers the real new totals, the badge once', async () => {
    const [browser, userId] = await anonymousListener(t);
    const first = await give(browser, { albumTitle: '  Blue ', artist: ' joni mitchell' });
    expect(first.statusCode).toBe(200);
    const body = first.json() as GiveResponse;
    expect(body).toMatchObject({
      success: true,
      give: { albumTitle: 'Blue', artist: 'joni mitchell', situation: 'Rainy Day' },
      earned: { discoveryPoints: 50, communityKarma: 1 },
      rewards: {
        discoveryPoints: 50,
        communityKarma: 1,
        badges: [{ id: 'recommendation', name: 'Recommendation Badge' }],
      },
      badgeUnlocked: true,
      email: 'none',
    });
    const [stored] = await t.database.db
      .select({ catalogId: album.catalogId })
      .from(album)
      .where(eq(album.id, body.give.albumId));
    expect(stored?.catalogId).toBe('csv_joni-mitchell-blue');

    const second = (await give(browser, { situation: 'Sunday Chill' })).json() as GiveResponse;
    expect(second.badgeUnlocked).toBe(false);
    expect(second.rewards).toMatchObject({ discoveryPoints: 100, communityKarma: 2 });
    expect(second.rewards.badges).toHaveLength(1);

    const rewards = (await browser.get('/spotify/rewards')).json() as Rewards;
    expect(rewards).toEqual(second.rewards);
    const stats = (await browser.get('/spotify/user-stats?timeZone=UTC')).json() as {
      totalShared: number;
    };
    expect(stats.totalShared).toBe(2);
    const rows = await t.database.db.select().from(giveTable).where(eq(giveTable.giverId, userId));
    expect(rows).toHaveLength(2);
  });

  it('adds concurrent gives up and unlocks the badge on exactly one of them', async () => {
    const [browser] = await anonymousListener(t);
    const situations = ['Rainy Day', 'Road Trip', 'Studying', 'Party Time'];
    const answers = await Promise.all(situations.map((situation) => give(browser, { situation })));
    const bodies = answers.map((answer) => answer.json() as GiveResponse);
    expect(bodies.filter((body) => body.badgeUnlocked)).toHaveLength(1);
    expect((await browser.get('/spotify/rewards')).json()).toMatchObject({
      discoveryPoints: 200,
      communityKarma: 4,
    });
  });

  it('shares the same album for the same moment again, but rewards it only once', async () => {
    const [browser] = await anonymousListener(t);
    const first = (await give(browser, { situation: 'Sunday Chill' })).json() as GiveResponse;
    const again = (await give(browser, { situation: 'Sunday Chill' })).json() as GiveResponse;
    expect(first.earned).toEqual({ discoveryPoints: 50, communityKarma: 1 });
    expect(again.earned).toEqual({ discoveryPoints: 0, communityKarma: 0 });
    expect(again.rewards).toMatchObject({ discoveryPoints: 50, communityKarma: 1 });
    const other = (await give(browser, { situation: 'Morning Coffee' })).json() as GiveResponse;
    expect(other.earned).toEqual({ discoveryPoints: 50, communityKarma: 1 });
  });

  it('keeps a free entry the catalog does not know, under an album of its own', async () => {
    const [browser] = await anonymousListener(t);
    const answer = (
      await give(browser, { albumTitle: 'Songs From The Garage', artist: 'Nobody Famous' })
    ).json() as GiveResponse;
    expect(answer.give.albumId).toMatch(/^give_[0-9a-f]{32}$/);
    const again = (
      await give(browser, { albumTitle: 'songs from the garage', artist: 'NOBODY FAMOUS' })
    ).json() as GiveResponse;
    expect(again.give.albumId).toBe(answer.give.albumId);
  });

  it('refuses bad input with a 400 that names the field, and stores nothing', async () => {
    const [browser, userId] = await anonymousListener(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ albumTitle: '   ' }, 'albumTitle'],
      [{ artist: undefined }, 'artist'],
      [{ situation: 'Underwater' }, 'situation'],
      [{ description: 'x'.repeat(501) }, 'description'],
      [{ albumTitle: 'x'.repeat(201) }, 'albumTitle'],
      [{ recipientEmail: 'not-an-address' }, 'recipientEmail'],
      [{ recipientEmail: 'friend@' }, 'recipientEmail'],
    ];
    for (const [body, field] of cases) {
      const answer = await give(browser, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: `body.${field}` });
    }
    expect(
      (await give(browser, { recipientEmail: 'nope' })).json<{ message: string }>().message,
    ).toContain('Enter a valid e-mail address');
    const rows = await t.database.db.select().from(giveTable).where(eq(giveTable.giverId, userId));
    expect(rows).toEqual([]);
    expect((await browser.get('/spotify/rewards')).json()).toEqual({
      discoveryPoints: 0,
      communityKarma: 0,
      badges: [],
    });
  });

  it('needs a session', async () => {
    const answer = await t.browser().post('/spotify/gives', blueGive);
    expect(answer.statusCode).toBe(401);
  });

  it('shows a give in From the club for another listener: the giver’s name or A club member, never an address or id', async () => {
    const email = `ada-${Date.now().toString(36)}@example.com`;
    const named = t.browser();
    await signUpAndVerify(t, named, email, 'correct horse battery');
    expect((await signInWithEmail(named, email, 'correct horse battery')).statusCode).toBe(200);
    const namedUser = await whoAmI(named);
    const [anonymous, anonymousId] = await anonymousListener(t);
    const friend = friendAddress('secret-friend');
    const description = `Club test ${Date.now()}`;
    expect(
      (await give(named, { description, situation: 'Road Trip', recipientEmail: friend }))
        .statusCode,
    ).toBe(200);
    expect((await give(anonymous, { description, situation: 'Studying' })).statusCode).toBe(200);
    const [spotify] = await spotifyListener(t, 'night-owl');
    const spotifyName = (await whoAmI(spotify))?.name;
    expect((await give(spotify, { description, situation: 'Late Night Vibes' })).statusCode).toBe(
      200,
    );
    const [phone] = await phoneListener(t, '+15557654321');
    expect((await give(phone, { description, situation: 'Working Out' })).statusCode).toBe(200);

    const [reader] = await anonymousListener(t);
    const answer = await reader.get('/spotify/gives/club?limit=50');
    expect(answer.statusCode).toBe(200);
    const gives = (answer.json() as { gives: ClubGive[] }).gives.filter(
      (entry) => entry.description === description,
    );
    // A name made from an e-mail address or a phone number is the listener's contact, not a name.
    expect(gives.map((entry) => [entry.situation, entry.giverName]).sort()).toEqual([
      ['Late Night Vibes', spotifyName],
      ['Road Trip', 'A club member'],
      ['Studying', 'A club member'],
      ['Working Out', 'A club member'],
    ]);
    expect(answer.body).not.toContain(email.split('@')[0]);
    // Seven digits of the phone number: four alone turn up inside random ids now and then.
    expect(answer.body).not.toContain('7654321');
    expect(gives[0]).toMatchObject({ albumTitle: 'Blue', artist: 'Joni Mitchell' });
    for (const secret of [friend, email, namedUser?.id ?? '', anonymousId])
      expect(answer.body).not.toContain(secret);
    expect(Object.keys(gives[0] ?? {}).sort()).toEqual([
      'albumTitle',
      'artist',
      'description',
      'givenAt',
      'giverName',
      'id',
      'imageUrl',
      'situation',
    ]);
  });

  it('limits gives to 20 a day per member, with a clear 429, and keeps counting others apart', async () => {
    const [browser, userId] = await anonymousListener(t);
    for (let n = 0; n < 20; n++) expect((await give(browser, {})).statusCode).toBe(200);
    const refused = await give(browser, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: "You've shared a lot of recommendations today. Please try again tomorrow.",
    });
    const rows = await t.database.db.select().from(giveTable).where(eq(giveTable.giverId, userId));
    expect(rows).toHaveLength(20);
    const [other] = await anonymousListener(t);
    expect((await give(other, {})).statusCode).toBe(200);
  });

  it('limits e-mails to one address to 3 a day across every giver', async () => {
    const to = friendAddress('popular');
    for (let n = 0; n < 3; n++) {
      const [giver] = await anonymousListener(t);
      const answer = await give(giver, { recipientEmail: to });
      expect(answer.json<GiveResponse>().email).toBe('sent');
    }
    const [late, lateId] = await anonymousListener(t);
    // The same mailbox however it is written: case and a '+' tag do not make another.
    const refused = await give(late, { recipientEmail: to.toUpperCase().replace('@', '+again@') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(
      'That address has received enough recommendations today. Share without an e-mail, or try again tomorrow.',
    );
    expect(t.smtp.messages.filter((mail) => mail.to.includes(to))).toHaveLength(3);
    expect(
      await t.database.db.select().from(giveTable).where(eq(giveTable.giverId, lateId)),
    ).toEqual([]);
    // Without the address the give goes through.
    expect((await give(late, {})).statusCode).toBe(200);
  });

  it('a give refused for its e-mail does not use up the giver’s allowance for the day', async () => {
    const to = friendAddress('refused-allowance');
    for (let n = 0; n < 3; n++) {
      const [giver] = await anonymousListener(t);
      expect((await give(giver, { recipientEmail: to })).statusCode).toBe(200);
    }
    const [browser] = await anonymousListener(t);
    for (let n = 0; n < 9; n++)
      expect((await give(browser, { recipientEmail: friendAddress() })).statusCode).toBe(200);
    for (let n = 0; n < 5; n++)
      expect((await give(browser, { recipientEmail: to })).statusCode).toBe(429);
    // The 10th e-mail of the day and the gives up to 20 still go through.
    expect((await give(browser, { recipientEmail: friendAddress() })).statusCode).toBe(200);
    for (let n = 0; n < 10; n++) expect((await give(browser, {})).statusCode).toBe(200);
    expect((await give(browser, {})).statusCode).toBe(429);
  });

  it('limits friend e-mails from one network address to 30 a day, whoever sends them', async () => {
    // Each request from another address of the same IPv6 /64, as one home can.
    let host = 0;
    const fromOneHome = (browser: TestBrowser, recipientEmail: string) =>
      browser.request({
        method: 'POST',
        url: '/spotify/gives',
        payload: { ...blueGive, recipientEmail },
        remoteAddress: `2001:db8:feed:1::${(++host).toString(16)}`,
      });
    for (let member = 0; member < 3; member++) {
      const [browser] = await anonymousListener(t);
      for (let n = 0; n < 10; n++)
        expect((await fromOneHome(browser, friendAddress())).statusCode).toBe(200);
    }
    const [fourth] = await anonymousListener(t);
    const refused = await fromOneHome(fourth, friendAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toContain('e-mailed a lot');
    expect((await give(fourth, { recipientEmail: friendAddress() })).statusCode).toBe(200);
  });

  it('limits a member to 10 friend e-mails a day', async () => {
    const [browser] = await anonymousListener(t);
    for (let n = 0; n < 10; n++)
      expect((await give(browser, { recipientEmail: friendAddress() })).statusCode).toBe(200);
    const refused = await give(browser, { recipientEmail: friendAddress() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toContain('e-mailed a lot');
  });

  it('suggests albums from the giver’s library first, then the catalog, as they type', async () => {
    const [browser] = await anonymousListener(t);
    await browser.post('/spotify/album-interaction', {
      albumId: 'local-blue-demo',
      albumName: 'Blue Demos',
      artistName: 'The Basement Band',
      interactionType: 'rate',
      rating: 7,
    });
    const answer = await browser.get('/spotify/album-suggestions?title=blue');
    expect(answer.statusCode).toBe(200);
    const { suggestions } = answer.json() as {
      suggestions: { title: string; artist: string; source: string }[];
    };
    expect(suggestions[0]).toMatchObject({ title: 'Blue Demos', source: 'library' });
    expect(suggestions.some((s) => s.source === 'catalog' && /blue/i.test(s.title))).toBe(true);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    const byArtist = (
      await browser.get('/spotify/album-suggestions?artist=joni%20mitch')
    ).json() as {
      suggestions: { artist: string }[];
    };
    expect(byArtist.suggestions.length).toBeGreaterThan(0);
    expect(byArtist.suggestions.every((s) => s.artist.includes('Joni Mitchell'))).toBe(true);
    const other = (
      await (await anonymousListener(t))[0].get('/spotify/album-suggestions?title=blue%20demos')
    ).json() as {
      suggestions: { source: string }[];
    };
    expect(other.suggestions.every((s) => s.source === 'catalog')).toBe(true);
  });
});
