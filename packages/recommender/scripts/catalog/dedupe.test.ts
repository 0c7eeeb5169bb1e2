import { describe, expect, it } from 'vitest';
import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';
import { dedupeAlbums, sameAct } from './dedupe.ts';

const album = (over: Partial<CatalogAlbum> & { id: string }): CatalogAlbum => ({
  title: 'Getz/Gilberto',
  artist: 'Stan Getz & João Gilberto',
  year: 1964,
  genres: ['Bossa Nova'],
  descriptors: [],
  ...over,
});

const ids = (albums: CatalogAlbum[]) => albums.map((a) => a.id);

describe('dedupeAlbums', () => {
  it('merges one album listed under several credits and spellings, keeping the others as aliases', () => {
    const { albums } = dedupeAlbums([
      album({
        id: 'full',
        title: 'Getz / Gilberto',
        artist: 'Stan Getz & João Gilberto featuring Antônio Carlos Jobim',
        genres: ['Bossanova', 'Cool Jazz'],
        primaryGenreCount: 1,
        descriptors: ['mellow', 'romantic'],
        rating: { average: 8, count: 900 },
      }),
      album({
        id: 'short',
        descriptors: ['warm', 'mellow'],
        rating: { average: 9, count: 100 },
        spotifyId: 'x'.repeat(22),
      }),
      album({
        id: 'surnames',
        title: 'Getz / Gilberto',
        artist: 'Getz & Gilberto',
        genres: ['Big Band'],
      }),
      album({ id: 'other', title: 'Jazz Samba', artist: 'Stan Getz & Charlie Byrd', year: 1962 }),
    ]);
    expect(ids(albums)).toEqual(['full', 'other']);
    expect(albums[0]).toMatchObject({
      aliases: ['short', 'surnames'],
      artist: 'Stan Getz & João Gilberto featuring Antônio Carlos Jobim',
      rating: { average: 8.1, count: 1000 },
      spotifyId: 'x'.repeat(22),
      descriptors: ['mellow', 'romantic', 'warm'],
    });
    // A bare chart row's genre guess does not join described rows; spellings of one genre fold.
    expect(albums[0]?.genres).toEqual(['Bossanova', 'Cool Jazz']);
  });

  it('ignores edition suffixes, "The", accents and punctuation in titles', () => {
    const { albums } = dedupeAlbums([
      album({ id: 'a', title: 'The Velvet Rope', artist: 'Janet Jackson', year: 1997 }),
      album({ id: 'b', title: 'Velvet Rope (Deluxe Edition)', artist: 'Janet', year: null }),
    ]);
    expect(albums).toHaveLength(1);
    expect(albums[0]?.aliases).toEqual(['b']);
  });

  it('keeps the same title by different artists apart', () => {
    const { albums } = dedupeAlbums([
      album({ id: 'a', title: 'Greatest Hits', artist: 'Queen', year: 1981 }),
      album({ id: 'b', title: 'Greatest Hits', artist: 'Queen Latifah', year: 1981 }),
      album({ id: 'c', title: 'Blue', artist: 'Joni Mitchell', year: 1971 }),
      album({ id: 'd', title: 'Blue', artist: 'Weezer', year: 1971 }),
    ]);
    expect(ids(albums)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps self-titled albums of different years and different bracketed parts apart', () => {
    const { albums } = dedupeAlbums([
      album({ id: 'pg1', title: 'Peter Gabriel', artist: 'Peter Gabriel', year: 1977 }),
      album({ id: 'pg2', title: 'Peter Gabriel', artist: 'Peter Gabriel', year: 1978 }),
      album({ id: 'pg3', title: 'Peter Gabriel', artist: 'Peter Gabriel', year: null }),
      album({ id: 'w1', title: 'Weezer [Black Album]', artist: 'Weezer', year: 2019 }),
      album({ id: 'w2', title: 'Weezer [Teal Album]', artist: 'Weezer', year: 2019 }),
    ]);
    expect(ids(albums)).toEqual(['pg1', 'pg2', 'pg3', 'w1', 'w2']);
  });

  it('joins a title that only adds a bracketed part when the credit is the same', () => {
    const { albums } = dedupeAlbums([
      album({
        id: 'a',
        title: 'Twin Fantasy',
        artist: 'Car Seat Headrest',
        year: 2011,
        rating: { average: 7.5, count: 10 },
      }),
      album({
        id: 'b',
        title: 'Twin Fantasy (Mirror to Mirror)',
        artist: 'Car Seat Headrest',
        year: 2011,
      }),
    ]);
    expect(ids(albums)).toEqual(['a']);
  });
});

describe('sameAct', () => {
  it('accepts a collaboration against its lead, a surname, a short form or a slip; not another act', () => {
    expect(sameAct(['stan getz'], ['stan getz', 'charlie byrd'])).toBe(true);
    expect(sameAct(['eno'], ['brian eno'])).toBe(true);
    expect(sameAct(['kylie'], ['kylie minogue'])).toBe(true);
    expect(sameAct(['augustus pablo'], ['agustus pablo'])).toBe(true);
    expect(sameAct(['queen'], ['queen latifah'], false)).toBe(false);
    expect(sameAct(['radiohead'], ['portishead'])).toBe(false);
  });
});
