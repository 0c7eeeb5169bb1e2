import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { createAlbumStore } from '@album-club/spotify-emulator/catalog/album-store';
import { fixtureCatalog } from '@album-club/spotify-emulator/test-support/fixture-catalog';
import { anonymousListener, spotifyListener } from '../../test-support/listener-browsers.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import {
  accountEntries,
  fakeTrackId,
  lastfmCsv,
  listens,
  zipOf,
  type FixturePlay,
} from '../../test-support/history-files.ts';
import { importAndWait } from '../../test-support/import-calls.ts';

const NOW = new Date('2030-01-10T10:00:00Z');

const plays: FixturePlay[] = [
  {
    artist: 'John Coltrane',
    album: 'Blue Train',
    track: 'Moment’s Notice',
    trackId: fakeTrackId('moments'),
    at: '2029-12-01T20:00:00Z',
  },
  {
    artist: 'Fleetwood Mac',
    album: 'Rumours',
    track: 'Dreams',
    trackId: fakeTrackId('dreams'),
    at: '2029-12-02T08:15:00Z',
  },
  {
    artist: 'The Made-up Band, with Friends',
    album: 'Songs, Mostly "Quoted"',
    track: 'A Song',
    trackId: fakeTrackId('asong'),
    at: '2029-12-03T18:45:00Z',
  },
];

async function albumsOf(t: AuthTestApp, userId: string) {
  const rows = await queryRows<{ album_id: string; plays: number }>(
    t.database.db,
    sql`select album_id, count(*)::int as plays from play where user_id = ${userId}
      group by album_id order by album_id`,
  );
  return rows;
}

describe.each(databaseKinds)('importing other listening histories on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind, { now: () => NOW });
  });
  afterAll(() => t.close());

  it('matches Spotify Account Data tracks to albums through the catalog and reports the rest', async () => {
    const [browser, userId] = await anonymousListener(t);
    const music = JSON.stringify(
      accountEntries([
        { artist: 'Michael Jackson', track: 'Thriller', end: '2029-11-30 21:04' },
        { artist: 'John Coltrane', track: 'Blue Train', end: '2029-12-01 07:30' },
        { artist: 'The Made-up Band', track: 'A Song Nobody Knows', end: '2029-12-01 08:00' },
        { artist: 'John Coltrane', track: 'Blue Train', end: '2029-12-01 09:00', ms: 5_000 },
      ]),
    );
    const podcasts = JSON.stringify([
      { endTime: '2029-12-01 10:00', podcastName: 'A Show', episodeName: 'One', msPlayed: 600_000 },
    ]);
    const zip = zipOf({
      'MyData/StreamingHistory_music_0.json': music,
      'MyData/StreamingHistory_podcast_0.json': podcasts,
      'MyData/Userdata.json': JSON.stringify({ username: 'fixture-user', country: 'ZZ' }),
    });
    const run = await importAndWait(browser, zip, 'application/zip');
    expect(run).toMatchObject({
      status: 'done',
      format: 'spotify-account',
      filesRead: 2,
      plays: 2,
      albums: 2,
      unmatched: 1,
      refused: 3,
      refusals: {
        'no album found for the track': 1,
        'played less than 30 seconds': 1,
        'podcast episode, not music': 1,
      },
    });
    expect(await albumsOf(t, userId)).toEqual([
      { album_id: 'csv_john-coltrane-blue-train', plays: 1 },
      { album_id: 'csv_michael-jackson-thriller', plays: 1 },
    ]);
  });

  it('with Spotify connected, finds the album of a track the catalog cannot place on Spotify', async () => {
    const [browser, userId] = await spotifyListener(t, 'night-owl');
    // The test emulator's own track of Kind of Blue: a name no album of the catalog carries.
    const kindOfBlue = '1weenld61qoidwYuZ1GESA';
    const track = createAlbumStore(fixtureCatalog()).tracks(kindOfBlue)[2]?.name ?? '';
    const music = JSON.stringify(
      accountEntries([
        { artist: 'Miles Davis', track, end: '2029-12-04 22:10' },
        { artist: 'The Made-up Band', track: 'A Song Nobody Knows', end: '2029-12-04 23:00' },
      ]),
    );
    const run = await importAndWait(browser, music, 'application/json');
    expect(run).toMatchObject({ status: 'done', plays: 1, albums: 1, unmatched: 1 });
    expect(await albumsOf(t, userId)).toEqual(
      expect.arrayContaining([{ album_id: kindOfBlue, plays: 1 }]),
    );
  });

  it('reads a ListenBrainz export ZIP of JSON Lines, refusing a malformed line and keeping the rest', async () => {
    const [browser, userId] = await anonymousListener(t);
    const lines = listens(plays).map((listen) => JSON.stringify(listen));
    const zip = zipOf({
      'listenbrainz_fixture/user.json': JSON.stringify({ user_name: 'fixture' }),
      'listenbrainz_fixture/listens/2029/12.jsonl': [
        lines[0],
        '{"listened_at": 1, "track_',
        lines[1],
        lines[2],
      ].join('\n'),
    });
    const run = await importAndWait(browser, zip, 'application/zip');
    expect(run).toMatchObject({
      status: 'done',
      format: 'listenbrainz',
      plays: 3,
      refused: 1,
      refusals: { 'malformed line': 1 },
    });
    const albums = await albumsOf(t, userId);
    expect(albums).toHaveLength(3);
    expect(albums.map((row) => row.album_id)).toEqual(
      expect.arrayContaining(['csv_john-coltrane-blue-train', 'csv_fleetwood-mac-rumours']),
    );
  });

  it('reads a ListenBrainz listens JSON file, and counts the same listen from Spotify’s id only once', async () => {
    const [browser, userId] = await anonymousListener(t);
    const file = JSON.stringify({ payload: { count: 3, listens: listens(plays) } });
    expect(await importAndWait(browser, file, 'application/json')).toMatchObject({
      format: 'listenbrainz',
      plays: 3,
    });
    const asArray = JSON.stringify(listens(plays));
    expect(await importAndWait(browser, asArray, 'application/json')).toMatchObject({
      status: 'done',
      plays: 0,
      duplicates: 3,
    });
    expect((await albumsOf(t, userId)).reduce((sum, row) => sum + row.plays, 0)).toBe(3);
  });

  it('reads a Last.fm scrobbles CSV with a header, quoted fields and a bad date refused', async () => {
    const [browser, userId] = await anonymousListener(t);
    const csv = lastfmCsv(plays, true) + 'Someone,Some Album,Some Track,not a date\n';
    const run = await importAndWait(browser, csv, 'text/csv');
    expect(run).toMatchObject({
      status: 'done',
      format: 'lastfm-csv',
      plays: 3,
      refused: 1,
      refusals: { 'no valid time': 1 },
    });
    const [made] = await queryRows<{ title: string; artists: string[] }>(
      t.database.db,
      sql`select a.title, a.artists from play p join album a on a.id = p.album_id
        where p.user_id = ${userId} and a.id like 'imp_%'`,
    );
    expect(made).toEqual({
      title: 'Songs, Mostly "Quoted"',
      artists: ['The Made-up Band, with Friends'],
    });
  });

  it('reads a Last.fm scrobbles CSV without a header, and the same scrobbles again add nothing', async () => {
    const [browser, userId] = await anonymousListener(t);
    const csv = lastfmCsv(plays, false);
    expect(await importAndWait(browser, csv, 'text/csv')).toMatchObject({ plays: 3, refused: 0 });
    expect(await importAndWait(browser, csv, 'text/csv')).toMatchObject({
      plays: 0,
      duplicates: 3,
    });
    expect((await albumsOf(t, userId)).length).toBe(3);
  });
});
