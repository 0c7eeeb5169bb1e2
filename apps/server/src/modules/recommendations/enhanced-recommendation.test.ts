import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recommendation } from '../../db/schema.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener } from '../../test-support/listener-browsers.ts';
import type { TestBrowser } from '../../test-support/test-browser.ts';
import { databaseKinds } from '../../test-support/test-database.ts';

interface Answer {
  recommendationId: string;
  album: {
    id: string;
    name: string;
    artists: { name: string }[];
    description: string;
    explanation: string;
    catalogId: string;
  };
  albums: { id: string }[];
  explanation: string;
}

const moment = {
  situation: 'doing the dishes',
  company: 'my grandma',
  mood: 'hungover but hopeful',
};

export const ask = (browser: TestBrowser, body: Record<string, unknown> = {}) =>
  browser.post('/spotify/enhanced-recommendation', {
    responses: { activity: moment.situation, wantNew: 'your_choice' },
    userProfile: { display_name: 'Listener', top_artists: [] },
    guideWord: 'sage',
    currentHour: 10,
    ...moment,
    ...body,
  });

describe.each(databaseKinds)('POST /spotify/enhanced-recommendation on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind, { env: { RECOMMENDATIONS_PER_MINUTE: '12' } });
  });
  afterAll(() => t.close());

  it('answers one album for the moment in the spec’s shape and stores it', async () => {
    const [browser, userId] = await anonymousListener(t);
    const answer = await ask(browser);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as Answer;
    expect(body.album).toMatchObject({
      id: expect.stringMatching(/^csv_/),
      name: expect.any(String),
      artists: [{ name: expect.any(String) }],
      images: [],
      description: expect.any(String),
      explanation: body.explanation,
      csvData: { genres: expect.any(Array), descriptors: expect.any(Array) },
    });
    expect(body.explanation).toContain('doing the dishes');
    expect(body.albums).toEqual([body.album]);
    const stored = await t.database.db
      .select()
      .from(recommendation)
      .where(eq(recommendation.userId, userId));
    expect(stored).toEqual([
      expect.objectContaining({
        id: body.recommendationId,
        albumId: body.album.id,
        situation: 'doing the dishes',
        company: 'my grandma',
        mood: 'hungover but hopeful',
        wantNew: 'your_choice',
        localHour: 10,
        shortExplanation: body.album.description,
      }),
    ]);
  });

  it('never repeats an album for the same moment', async () => {
    const [browser] = await anonymousListener(t);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(((await ask(browser)).json() as Answer).album.id);
    expect(new Set(ids).size).toBe(6);
  });

  it('reads the listener’s records from the database: familiar ground for nah, new ground for yeah', async () => {
    const [browser] = await anonymousListener(t);
    const blue = {
      albumId: 'csv_joni-mitchell-blue',
      albumName: 'Blue',
      artistName: 'Joni Mitchell',
    };
    for (const interaction of [
      { interactionType: 'rate', rating: 9.5, tags: ['rainy day'] },
      { interactionType: 'add_to_favorites' },
      { interactionType: 'mark_known' },
    ])
      expect(
        (await browser.post('/spotify/album-interaction', { ...blue, ...interaction })).statusCode,
      ).toBe(200);
    const rainy = { situation: 'rainy afternoon', company: '', mood: 'wistful' };
    const familiar = (
      await ask(browser, { ...rainy, responses: { activity: '', wantNew: 'nah' } })
    ).json() as Answer;
    expect(familiar.album.artists.map((artist) => artist.name)).toContain('Joni Mitchell');
    const fresh = (
      await ask(browser, { ...rainy, responses: { activity: '', wantNew: 'yeah' } })
    ).json() as Answer;
    expect([blue.albumId, familiar.album.catalogId]).not.toContain(fresh.album.catalogId);
  });

  it('sees what the listener did since their last answer', async () => {
    const [browser] = await anonymousListener(t);
    const rainy = { situation: 'rainy afternoon', company: '', mood: 'wistful' };
    const before = (
      await ask(browser, { ...rainy, responses: { activity: '', wantNew: 'nah' } })
    ).json() as Answer;
    expect(before.album.artists.map((artist) => artist.name)).not.toContain('Joni Mitchell');
    for (const interaction of [
      { interactionType: 'rate', rating: 9.5, tags: ['rainy day'] },
      { interactionType: 'add_to_favorites' },
    ])
      await browser.post('/spotify/album-interaction', {
        albumId: 'csv_joni-mitchell-blue',
        albumName: 'Blue',
        artistName: 'Joni Mitchell',
        ...interaction,
      });
    const after = (
      await ask(browser, { ...rainy, responses: { activity: '', wantNew: 'nah' } })
    ).json() as Answer;
    expect(after.album.artists.map((artist) => artist.name)).toContain('Joni Mitchell');
  });

  it('accepts the spec’s bare shape, with the situation in responses.activity', async () => {
    const [browser] = await anonymousListener(t);
    const answer = await browser.post('/spotify/enhanced-recommendation', {
      responses: { activity: 'late night drive', wantNew: 'yeah' },
      userProfile: { display_name: 'Listener', top_artists: ['Radiohead'] },
      guideWord: 'sage',
      currentHour: 23,
    });
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as Answer).explanation).toContain('late night drive');
  });

  it.each([
    [{ situation: '', responses: { activity: '  ', wantNew: 'yeah' } }, 'body.situation'],
    [{ responses: { activity: 'x', wantNew: 'maybe' } }, 'body.responses.wantNew'],
    [{ currentHour: 24 }, 'body.currentHour'],
    [{ mood: 'm'.repeat(501) }, 'body.mood'],
  ])('refuses %j naming the field', async (body, field) => {
    const [browser] = await anonymousListener(t);
    const answer = await ask(browser, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it('answers 401 without a session', async () => {
    expect((await ask(t.browser())).statusCode).toBe(401);
  });

  it('limits each listener per minute with the spec’s words, and only that listener', async () => {
    const [browser] = await anonymousListener(t);
    const [other] = await anonymousListener(t);
    for (let i = 0; i < 12; i++) expect((await ask(browser)).statusCode).toBe(200);
    const refused = await ask(browser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: "We're getting a lot of requests right now. Please wait a moment and try again.",
    });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await ask(other)).statusCode).toBe(200);
  });

  it('holds the limit against a burst of parallel requests', async () => {
    const [browser] = await anonymousListener(t);
    await ask(browser); // the session is read once and kept, so the burst starts together
    const burst = await Promise.all(Array.from({ length: 20 }, () => ask(browser)));
    const statuses = burst.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(11);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    const refused = burst.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('gives the short line of an album it recommended, else the spec’s fallbacks', async () => {
    const [browser] = await anonymousListener(t);
    const given = (await ask(browser)).json() as Answer;
    const short = (album: Record<string, string>) =>
      browser.post('/spotify/short-explanation', { album, context: moment });
    expect((await short({ id: given.album.id })).json()).toEqual({
      shortExplanation: given.album.description,
    });
    expect((await short({ id: 'csv_never-given', name: 'Hejira' })).json()).toEqual({
      shortExplanation: 'Hejira brings the perfect energy for your current vibe.',
    });
    expect((await short({})).json()).toEqual({
      shortExplanation: 'This album brings the perfect energy for your current vibe.',
    });
    const [stranger] = await anonymousListener(t);
    const theirs = await stranger.post('/spotify/short-explanation', {
      album: { id: given.album.id, name: given.album.name },
    });
    expect(theirs.json()).toEqual({
      shortExplanation: `${given.album.name} brings the perfect energy for your current vibe.`,
    });
  });

  it('never gives a short line written for another moment, nor a cheerful one for a loss', async () => {
    const [browser] = await anonymousListener(t);
    const given = (await ask(browser)).json() as Answer;
    const funeral = { situation: "my mother's funeral", company: 'family', mood: 'sad' };
    const short = (album: Record<string, string>, context: Record<string, string>) =>
      browser.post('/spotify/short-explanation', { album, context });
    const elsewhere = (await short({ id: given.album.id, name: given.album.name }, funeral)).json();
    expect(elsewhere).toEqual({ shortExplanation: `Here is ${given.album.name}.` });
    expect((await short({ id: 'csv_never-given', name: 'Hejira' }, funeral)).json()).toEqual({
      shortExplanation: 'Here is Hejira.',
    });
    expect(
      (await short({ id: given.album.id }, { situation: 'Doing the dishes ' })).json(),
    ).toEqual({ shortExplanation: given.album.description });
  });
});
