import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { album as albumTable, eventLog } from '../../db/schema.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener } from '../../test-support/listener-browsers.ts';
import type { TestBrowser } from '../../test-support/test-browser.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import { RATE_RULES } from '../../lib/rate-limit/rate-rules.ts';

const album = { albumId: 'csv_test-album', albumName: 'Blue', artistName: 'Joni Mitchell' };

describe.each(databaseKinds)('album interactions on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  const interact = (browser: TestBrowser, body: Record<string, unknown>) =>
    browser.post('/spotify/album-interaction', { ...album, deviceType: 'mobile', ...body });

  it('applies every interaction type to the listener’s record, in order', async () => {
    const [browser, userId] = await anonymousListener(t);
    const steps: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ interactionType: 'mark_known', isKnown: true }, { isKnown: true }],
      [{ interactionType: 'tag', tags: ['late night'] }, { tags: ['late night'] }],
      [{ interactionType: 'tag', tags: ['  Road   trip '] }, { tags: ['late night', 'Road trip'] }],
      [{ interactionType: 'tag', tags: ['LATE NIGHT'] }, { tags: ['late night', 'Road trip'] }],
      [{ interactionType: 'add_to_favorites', isFavorite: true }, { isFavorite: true }],
      [
        {
          interactionType: 'rate',
          rating: 8.54,
          notes: '  Perfect at 2 a.m.  ',
          situation: 'night',
        },
        { rating: 8.5, notes: 'Perfect at 2 a.m.' },
      ],
      [
        { interactionType: 'notes_update', notes: 'Better with rain' },
        { notes: 'Better with rain' },
      ],
      [
        { interactionType: 'tag', tags: ['late night'], tagAction: 'remove' },
        { tags: ['Road trip'] },
      ],
      [{ interactionType: 'mark_known', isKnown: null }, { isKnown: null }],
      [{ interactionType: 'mark_unknown' }, { isKnown: false }],
      [{ interactionType: 'remove_from_favorites' }, { isFavorite: false }],
      [{ interactionType: 'notes_update', notes: '   ' }, { notes: null }],
      [{ interactionType: 'rate' }, { rating: null, tags: ['Road trip'] }],
      [
        { interactionType: 'tag', tags: ['focus', 'chill'], tagAction: 'set' },
        { tags: ['focus', 'chill'] },
      ],
    ];
    for (const [body, expected] of steps) {
      const answer = await interact(browser, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(200);
      expect(answer.json()).toMatchObject({ success: true, albumId: album.albumId, ...expected });
    }
    const events = await t.database.db
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.userId, userId), eq(eventLog.eventType, 'album_interaction')));
    expect(events).toHaveLength(steps.length);
    expect(events.map((event) => event.eventData)).toContainEqual(
      expect.objectContaining({ interactionType: 'rate', situation: 'night', rating: 8.5 }),
    );
  });

  it('keeps each listener’s record to themselves', async () => {
    const [ana] = await anonymousListener(t);
    const [ben] = await anonymousListener(t);
    await interact(ana, { interactionType: 'rate', rating: 9 });
    await interact(ben, { interactionType: 'rate', rating: 2 });
    const anaAlbums = (await ana.get('/spotify/user-albums')).json() as {
      albums: { albumId: string; rating: number }[];
    };
    expect(anaAlbums.albums).toEqual([
      expect.objectContaining({ albumId: album.albumId, rating: 9 }),
    ]);
  });

  it('adds tags sent at the same moment without losing one', async () => {
    const [browser] = await anonymousListener(t);
    const tags = ['driving', 'working', 'relaxing', 'party', 'morning', 'workout'];
    const answers = await Promise.all(
      tags.map((tag) => interact(browser, { interactionType: 'tag', tags: [tag] })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(tags.map(() => 200));
    const last = await interact(browser, { interactionType: 'notes_update', notes: 'x' });
    expect([...(last.json() as { tags: string[] }).tags].sort()).toEqual([...tags].sort());
  });

  it.each([
    [{ interactionType: 'notes_update', notes: 'n'.repeat(141) }, 'body.notes'],
    [{ interactionType: 'tag', tags: ['   '] }, 'body.tags.0'],
    [{ interactionType: 'tag', tags: [] }, 'body.tags'],
    [{ interactionType: 'tag' }, 'body.tags'],
    [{ interactionType: 'tag', tags: ['t'.repeat(41)] }, 'body.tags.0'],
    [{ interactionType: 'rate', rating: -0.5 }, 'body.rating'],
    [{ interactionType: 'rate', rating: 10.1 }, 'body.rating'],
    [{ interactionType: 'mark_known', isKnown: false }, 'body.isKnown'],
    [{ interactionType: 'mark_unknown', isKnown: true }, 'body.isKnown'],
    [{ interactionType: 'share' }, 'body.interactionType'],
    [{ interactionType: 'rate', albumId: '../etc' }, 'body.albumId'],
    [{ interactionType: 'rate', albumName: ' ' }, 'body.albumName'],
  ])('refuses %j naming the field, and changes nothing', async (body, field) => {
    const [browser] = await anonymousListener(t);
    const answer = await interact(browser, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect((await browser.get('/spotify/user-albums')).json()).toEqual({ albums: [] });
  });

  it('accepts notes of exactly 140 characters once trimmed', async () => {
    const [browser] = await anonymousListener(t);
    const notes = 'n'.repeat(140);
    const answer = await interact(browser, {
      interactionType: 'notes_update',
      notes: ` ${notes} `,
    });
    expect(answer.json()).toMatchObject({ notes });
  });

  it('refuses more than 30 tags on one album', async () => {
    const [browser] = await anonymousListener(t);
    const tags = Array.from({ length: 30 }, (_, i) => `tag ${i}`);
    expect((await interact(browser, { interactionType: 'tag', tags })).statusCode).toBe(200);
    const more = await interact(browser, { interactionType: 'tag', tags: ['one too many'] });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ field: 'body.tags' });
  });

  it('stores a new catalog album as the catalog describes it, whatever names the caller sent', async () => {
    const [browser] = await anonymousListener(t);
    const answer = await browser.post('/spotify/album-interaction', {
      albumId: 'csv_joni-mitchell-blue',
      albumName: 'Not Blue',
      artistName: 'Somebody Else',
      interactionType: 'add_to_favorites',
      isFavorite: true,
    });
    expect(answer.statusCode).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(albumTable)
      .where(eq(albumTable.id, 'csv_joni-mitchell-blue'));
    expect(stored).toMatchObject({
      title: 'Blue',
      artists: ['Joni Mitchell'],
      catalogId: 'csv_joni-mitchell-blue',
      releaseDate: '1971',
    });
  });

  it('never lets the first listener to name an unseen album set its title for everyone', async () => {
    const albumId = '4aawyAB9vmqN3uQ7FjRGTy';
    const [first] = await anonymousListener(t);
    const named = await first.post('/spotify/album-interaction', {
      albumId,
      albumName: 'Evil',
      artistName: 'Mallory',
      interactionType: 'rate',
      rating: 9,
    });
    expect(named.statusCode).toBe(200);
    const [second] = await anonymousListener(t);
    await second.post('/spotify/album-interaction', {
      albumId,
      albumName: 'Something Else',
      interactionType: 'add_to_favorites',
      isFavorite: true,
    });

    // The shared album holds nothing either listener typed; each sees their own words.
    const [stored] = await t.database.db
      .select()
      .from(albumTable)
      .where(eq(albumTable.id, albumId));
    expect(stored).toMatchObject({ title: '', artists: [] });
    const titleFor = async (browser: TestBrowser) =>
      (
        (await browser.get('/spotify/user-albums')).json() as {
          albums: { albumId: string; title: string; artists: string[] }[];
        }
      ).albums.find((record) => record.albumId === albumId);
    expect(await titleFor(first)).toMatchObject({ title: 'Evil', artists: ['Mallory'] });
    expect(await titleFor(second)).toMatchObject({
      title: 'Something Else',
      artists: ['Unknown Artist'],
    });
    const read = await second.get(`/spotify/album/${albumId}`);
    expect(read.body).not.toContain('Evil');
  });

  it('limits one listener to 120 interactions a minute', async () => {
    const [browser] = await anonymousListener(t);
    const favourite = { interactionType: 'add_to_favorites', isFavorite: true };
    for (let n = 0; n < RATE_RULES['album-interaction'].max; n++)
      expect((await interact(browser, favourite)).statusCode).toBe(200);
    const refused = await interact(browser, favourite);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const [other] = await anonymousListener(t);
    expect((await interact(other, favourite)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const answer = await interact(t.browser(), { interactionType: 'add_to_favorites' });
    expect(answer.statusCode).toBe(401);
  });
});
