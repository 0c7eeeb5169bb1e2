import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStatsSchema } from '@album-club/contracts/stats';
import { queryRows } from '../../db/query-rows.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener } from '../../test-support/listener-browsers.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import {
  extendedEntries,
  fakeTrackId,
  podcastEntry,
  zipOf,
  type FixturePlay,
} from '../../test-support/history-files.ts';
import { importAndWait, storedCounts } from '../../test-support/import-calls.ts';

const NOW = new Date('2030-01-10T10:00:00Z');

const plays: FixturePlay[] = [
  {
    artist: 'Miles Davis',
    album: 'Kind of Blue',
    track: 'So What',
    trackId: fakeTrackId('sowhat'),
    at: '2030-01-09T21:00:00Z',
  },
  {
    artist: 'Miles Davis',
    album: 'Kind of Blue',
    track: 'Blue in Green',
    trackId: fakeTrackId('blueingreen'),
    at: '2030-01-09T21:10:00Z',
  },
  {
    artist: 'Radiohead',
    album: 'Amnesiac',
    track: 'Pyramid Song',
    trackId: fakeTrackId('pyramid'),
    at: '2030-01-10T07:30:00Z',
  },
  {
    artist: 'The Made-up Band',
    album: 'An Album Nobody Catalogued',
    track: 'First Song',
    trackId: fakeTrackId('firstsong'),
    at: '2030-01-08T12:00:00Z',
  },
];

describe.each(databaseKinds)('importing a Spotify Extended Streaming History on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind, { now: () => NOW });
  });
  afterAll(() => t.close());

  it('counts music played 30 s or more, feeds the stats, keeps no private field, and adds nothing twice', async () => {
    const [browser, userId] = await anonymousListener(t);
    const short = {
      ...(plays[0] as FixturePlay),
      trackId: fakeTrackId('short'),
      at: '2030-01-07T10:00:00Z',
      ms: 12_000,
    };
    const zip = zipOf({
      'Spotify Extended Streaming History/ReadMe.pdf': 'not a history',
      'Spotify Extended Streaming History/Streaming_History_Audio_2029-2030_0.json': JSON.stringify(
        [
          ...extendedEntries(plays.slice(0, 2)),
          podcastEntry('2030-01-06T10:00:00Z'),
          ...extendedEntries([short]),
          { ...extendedEntries(plays.slice(0, 1))[0], ts: 'yesterday' },
          { ts: '2030-01-01T00:00:00Z', ms_played: 40_000 },
        ],
      ),
      'Spotify Extended Streaming History/Streaming_History_Audio_2030_1.json': JSON.stringify(
        extendedEntries(plays.slice(2)),
      ),
    });

    const run = await importAndWait(browser, zip, 'application/zip');
    expect(run).toMatchObject({
      status: 'done',
      format: 'spotify-extended',
      filesRead: 2,
      plays: 4,
      albums: 3,
      duplicates: 0,
      refused: 4,
      refusals: {
        'no artist or track name': 1,
        'podcast episode, not music': 1,
        'played less than 30 seconds': 1,
        'no valid time': 1,
      },
    });
    expect(await storedCounts(t, userId)).toEqual({ plays: 4, albums: 3 });

    // Catalog albums are the catalog's; an album nobody catalogued is kept under the history's names.
    const albums = await queryRows<{ id: string; title: string }>(
      t.database.db,
      sql`select a.id, a.title from user_album ua join album a on a.id = ua.album_id
        where ua.user_id = ${userId} order by a.title`,
    );
    expect(albums.map((row) => row.id)).toEqual([
      'csv_radiohead-amnesiac',
      expect.stringMatching(/^imp_/),
      'csv_miles-davis-kind-of-blue',
    ]);

    // Nothing of the fields the product does not need is stored anywhere.
    const leaks = await queryRows<{ n: number }>(
      t.database.db,
      sql`select (select count(*)::int from play p where p::text ~ '203\\.0\\.113|fixture-username|fixture-agent|"ZZ"')
        + (select count(*)::int from album a where a::text ~ '203\\.0\\.113|fixture-username|fixture-agent')
        + (select count(*)::int from import_run r where r::text ~ '203\\.0\\.113|fixture-username|fixture-agent') as n`,
    );
    expect(leaks[0]?.n).toBe(0);

    // The plays count at once: the 8th, 9th and 10th make a three-day streak.
    const stats = userStatsSchema.parse(
      (await browser.get('/spotify/user-stats?timeZone=UTC')).json(),
    );
    expect(stats.streakDays).toBe(3);
    expect(stats.recentAlbums.map((entry) => entry.id)).toContain('csv_radiohead-amnesiac');

    const again = await importAndWait(browser, zip, 'application/zip');
    expect(again).toMatchObject({ status: 'done', plays: 0, duplicates: 4 });
    expect(await storedCounts(t, userId)).toEqual({ plays: 4, albums: 3 });
  });

  it('reads one of its JSON files alone, the older endsong files too, sent with any content type', async () => {
    const [browser, userId] = await anonymousListener(t);
    const endsong = JSON.stringify(extendedEntries(plays.slice(0, 3)));
    const run = await importAndWait(browser, endsong, 'application/octet-stream');
    expect(run).toMatchObject({
      status: 'done',
      format: 'spotify-extended',
      filesRead: 1,
      plays: 3,
    });
    expect((await storedCounts(t, userId))?.plays).toBe(3);
  });

  it('never counts a play twice that a Spotify sync already brought in', async () => {
    const [browser, userId] = await anonymousListener(t);
    const synced = new Date('2030-01-09T21:00:00.482Z');
    await t.database.db.execute(
      sql`insert into album (id, title, artists) values ('synced-kind-of-blue', 'Kind of Blue', '["Miles Davis"]') on conflict do nothing`,
    );
    await t.database.db.execute(
      sql`insert into play (user_id, track_id, album_id, played_at) values (${userId}, ${(plays[0] as FixturePlay).trackId}, 'synced-kind-of-blue', ${synced.toISOString()})`,
    );
    const run = await importAndWait(
      browser,
      JSON.stringify(extendedEntries(plays.slice(0, 1))),
      'application/json',
    );
    expect(run).toMatchObject({ status: 'done', plays: 0, duplicates: 1 });
    expect((await storedCounts(t, userId))?.plays).toBe(1);
  });
});
