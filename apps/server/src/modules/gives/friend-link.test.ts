import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FriendGive, GiveResponse, OpenFriendLinkResponse } from '@album-club/contracts/gives';
import { album as albumTable, give as giveTable, userAlbum } from '../../db/schema.ts';
import { foldCatalogRecords } from '../library/catalog-twins.repository.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener } from '../../test-support/listener-browsers.ts';
import type { TestBrowser } from '../../test-support/test-browser.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import { hashFriendLinkToken } from './friend-link.ts';
import { friendAddress, give } from './give-test-calls.ts';

const SCRIPT = `<script>alert("gotcha")</script> & it's <b>loud</b>`;

const tokenOf = (text: string) => /#\/from-a-friend\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1];

const open = (browser: TestBrowser, token: string) =>
  browser.post('/spotify/gives/open', { token });

const friendGives = async (browser: TestBrowser) =>
  ((await browser.get('/spotify/gives/friends')).json() as { gives: FriendGive[] }).gives;

describe.each(databaseKinds)('a recommendation e-mailed to a friend on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  async function giveToFriend(body: Record<string, unknown> = {}) {
    const [giver, giverId] = await anonymousListener(t);
    const to = friendAddress();
    const answer = await give(giver, { recipientEmail: to, ...body });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<GiveResponse>().email).toBe('sent');
    const mail = await t.smtp.waitFor(to);
    const token = tokenOf(mail.text);
    if (!token) throw new Error(`no friend link in: ${mail.text}`);
    return { giver, giverId, to, mail, token, give: answer.json<GiveResponse>().give };
  }

  it('mails the album, the giver’s words (escaped in HTML) and a link; stores the text verbatim and only the token’s hash', async () => {
    const { mail, token, give: given } = await giveToFriend({ description: SCRIPT });
    expect(mail.subject).toBe('An album for you from A club member');
    expect(mail.text).toContain('Blue by Joni Mitchell');
    expect(mail.text).toContain(SCRIPT);
    expect(mail.text).toContain(`${t.config.publicUrl}/#/from-a-friend/${token}`);
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;gotcha&quot;)&lt;/script&gt; &amp; it&#39;s &lt;b&gt;loud&lt;/b&gt;',
    );
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<b>loud');
    const [row] = await t.database.db.select().from(giveTable).where(eq(giveTable.id, given.id));
    expect(row?.description).toBe(SCRIPT);
    expect(row?.linkTokenHash).toBe(hashFriendLinkToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.mailedAt).toBeInstanceOf(Date);
  });

  it('never shows the giver a rating the friend gave before the link reached them', async () => {
    const { giver, token, give: given } = await giveToFriend();
    const [friend] = await anonymousListener(t);
    // The friend rated the album long before; the giver chose it to find out.
    const earlier = await friend.post('/spotify/album-interaction', {
      albumId: given.albumId,
      albumName: 'Blue',
      artistName: 'Joni Mitchell',
      interactionType: 'rate',
      rating: 3,
    });
    expect(earlier.statusCode).toBe(200);
    expect((await open(friend, token)).statusCode).toBe(200);
    expect((await friendGives(giver))[0]).toMatchObject({ status: 'opened', friendRating: null });
  });

  it('offers a Spotify search for an album Spotify is not known to hold', async () => {
    const { token } = await giveToFriend({
      albumTitle: 'Basement Tapes Vol 9',
      artist: 'Nobody Known',
    });
    const [friend] = await anonymousListener(t);
    const page = (await open(friend, token)).json() as OpenFriendLinkResponse;
    expect(page.album.spotifyUrl).toBe(
      'https://open.spotify.com/search/Basement%20Tapes%20Vol%209%20Nobody%20Known',
    );
  });

  it('opens for the first listener, binds it to them, and then the giver sees opened and the friend’s rating', async () => {
    const { giver, token, to, give: given } = await giveToFriend();
    expect(await friendGives(giver)).toEqual([
      expect.objectContaining({ id: given.id, recipientEmail: to, status: 'sent', openedAt: null }),
    ]);

    const [friend, friendId] = await anonymousListener(t);
    const opened = await open(friend, token);
    expect(opened.statusCode).toBe(200);
    const page = opened.json() as OpenFriendLinkResponse;
    expect(page).toMatchObject({
      giveId: given.id,
      album: { id: given.albumId, title: 'Blue', artist: 'Joni Mitchell' },
      situation: 'Rainy Day',
      giverName: 'A club member',
      viewer: 'recipient',
      yourRating: null,
    });
    expect(opened.body).not.toContain(to);
    const [row] = await t.database.db.select().from(giveTable).where(eq(giveTable.id, given.id));
    expect(row?.recipientUserId).toBe(friendId);

    const status = (await friendGives(giver))[0];
    expect(status).toMatchObject({ status: 'opened', friendRating: null });
    expect(status?.openedAt).not.toBeNull();

    const rated = await friend.post('/spotify/album-interaction', {
      albumId: page.album.id,
      albumName: page.album.title,
      artistName: page.album.artist,
      interactionType: 'rate',
      rating: 8.5,
    });
    expect(rated.statusCode).toBe(200);
    expect((await friendGives(giver))[0]).toMatchObject({ status: 'opened', friendRating: 8.5 });

    // The recipient may come back; the first opening time stays.
    const again = (await open(friend, token)).json() as OpenFriendLinkResponse;
    expect(again.yourRating).toBe(8.5);
    expect((await friendGives(giver))[0]?.openedAt).toBe(status?.openedAt);
  });

  it('keeps showing the friend’s rating after their record moved to the album’s Spotify twin', async () => {
    const { giver, token, give: given } = await giveToFriend();
    expect(given.albumId).toMatch(/^csv_/);
    const [friend, friendId] = await anonymousListener(t);
    const page = (await open(friend, token)).json() as OpenFriendLinkResponse;
    await friend.post('/spotify/album-interaction', {
      albumId: page.album.id,
      albumName: page.album.title,
      artistName: page.album.artist,
      interactionType: 'rate',
      rating: 7.5,
    });
    // Later the friend's library brings the album from Spotify, and their record folds into it.
    const twinId = `sp${randomBytes(10).toString('hex')}`;
    await t.database.db
      .insert(albumTable)
      .values({ id: twinId, spotifyId: twinId, catalogId: given.albumId, title: 'Blue' });
    await foldCatalogRecords(t.database.db, friendId);
    const [moved] = await t.database.db
      .select()
      .from(userAlbum)
      .where(and(eq(userAlbum.userId, friendId), eq(userAlbum.albumId, twinId)));
    expect(moved?.rating).toBe(7.5);

    expect((await friendGives(giver))[0]).toMatchObject({ status: 'opened', friendRating: 7.5 });
    expect(((await open(friend, token)).json() as OpenFriendLinkResponse).yourRating).toBe(7.5);
  });

  it('refuses the link to anyone else once it was opened', async () => {
    const { token, give: given } = await giveToFriend();
    const [friend, friendId] = await anonymousListener(t);
    expect((await open(friend, token)).statusCode).toBe(200);
    const [stranger] = await anonymousListener(t);
    const refused = await open(stranger, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message:
        'This recommendation was already opened by someone else. Ask your friend to send it to you again.',
    });
    expect(refused.body).not.toContain('Joni');
    const [row] = await t.database.db.select().from(giveTable).where(eq(giveTable.id, given.id));
    expect(row?.recipientUserId).toBe(friendId);
  });

  it('answers 404 with a clear message for a forged token, 400 for a cut one, 401 without a session', async () => {
    await giveToFriend();
    const [browser] = await anonymousListener(t);
    const forged = await open(browser, randomBytes(32).toString('base64url'));
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({
      code: 'NOT_FOUND',
      message:
        'This recommendation link is not valid. Check that you opened the whole link from the e-mail.',
    });
    const cut = await open(browser, 'abc');
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ field: 'body.token' });
    expect(
      (await t.browser().post('/spotify/gives/open', { token: 'x'.repeat(43) })).statusCode,
    ).toBe(401);
  });

  it('lets the giver look at their own link without opening it for the friend', async () => {
    const { giver, token, give: given } = await giveToFriend();
    const mine = (await open(giver, token)).json() as OpenFriendLinkResponse;
    expect(mine.viewer).toBe('giver');
    const [row] = await t.database.db.select().from(giveTable).where(eq(giveTable.id, given.id));
    expect(row).toMatchObject({ recipientUserId: null, openedAt: null });
    const [friend] = await anonymousListener(t);
    expect((await open(friend, token)).json()).toMatchObject({ viewer: 'recipient' });
  });

  it('shows each giver only their own gives to friends', async () => {
    const { giver, give: given } = await giveToFriend();
    const [other] = await anonymousListener(t);
    expect(await friendGives(other)).toEqual([]);
    expect((await friendGives(giver)).map((entry) => entry.id)).toEqual([given.id]);
  });
});
