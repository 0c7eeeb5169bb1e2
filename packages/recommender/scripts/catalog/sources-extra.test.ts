import { describe, expect, it } from 'vitest';
import { artistGenres, categoryGenres, titleWordGenres } from './extra-genres.ts';
import { PER_ACT, performers, readBillboard, readGrammy } from './sources-extra.ts';
import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';

const catalogAlbum = (artist: string, genres: string[]): CatalogAlbum => ({
  id: `${artist}-${genres.join()}`,
  title: 'T',
  artist,
  year: 2000,
  genres,
  descriptors: [],
});

const acts = artistGenres([
  catalogAlbum('George Strait', ['Contemporary Country']),
  catalogAlbum('George Strait', ['Contemporary Country', 'Honky Tonk']),
  catalogAlbum('Anita Baker', ['Soul', 'Gospel', 'R&B']),
  catalogAlbum('Radiohead', ['Art Rock']),
]);
const genresOf = (name: string) => acts.get(name);
const chart = (artist: string, title: string, year = 2010, weeks = 10) => ({
  artist,
  title,
  first_chart_year: String(year),
  weeks: String(weeks),
});

describe('Grammy categories', () => {
  it('name the genre of the tree they mean, and no genre when they name none', () => {
    expect(categoryGenres('Best Musical Album For Children')).toEqual(["Children's Music"]);
    expect(categoryGenres('Best Contemporary Soul Gospel Album')).toEqual([
      'Urban Contemporary Gospel',
    ]);
    expect(categoryGenres('Best Contemporary Christian Music Album')).toEqual(['CCM']);
    expect(categoryGenres('Best Country Album')).toEqual(['Contemporary Country']);
    expect(categoryGenres('Best Regional Mexican Music Album (Including Tejano)')).toEqual([
      'Mexican Music',
    ]);
    expect(categoryGenres('Best Album Cover')).toEqual([]);
    expect(categoryGenres('Album Of The Year (Other Than Classical)')).toEqual([]);
  });

  it('credit a classical album to its performers and read its form from the title', () => {
    expect(
      performers(
        'Michael Tilson Thomas, conductor; Andreas Neubronner, producer; SF Symphony, orchestra',
      ),
    ).toEqual(['Michael Tilson Thomas', 'SF Symphony']);
    const [album] = readGrammy(
      [
        {
          award_year: '2009',
          category: 'Best Classical Album',
          album: 'Mahler: Symphony No. 8',
          artist: '',
          workers: 'Michael Tilson Thomas, conductor; Andreas Neubronner, producer',
        },
      ],
      genresOf,
    );
    expect(album).toMatchObject({
      credit: 'Michael Tilson Thomas',
      year: 2009,
      primaryGenres: ['Symphony', 'Western Classical Music'],
    });
  });

  it('leaves out compilations of various artists unless they are children’s records', () => {
    const rows = [
      {
        award_year: '2005',
        category: 'Best Rock Album',
        album: 'Hits',
        artist: '(Various Artists)',
      },
      {
        award_year: '2005',
        category: 'Best Musical Album For Children',
        album: 'Songs From The Neighborhood',
        artist: '(Various Artists)',
      },
    ];
    expect(readGrammy(rows, genresOf).map((album) => album.title)).toEqual([
      'Songs From The Neighborhood',
    ]);
  });
});

describe('title words', () => {
  it('justify the Christmas genre and descriptor, children’s and worship records', () => {
    expect(titleWordGenres('A Charlie Brown Christmas', 'Vince Guaraldi Trio')).toEqual({
      genres: ['Christmas Music'],
      descriptors: ['Christmas'],
    });
    expect(titleWordGenres('Kidz Bop 21', 'Kidz Bop Kids').genres).toEqual(["Children's Music"]);
    expect(titleWordGenres('Graves Into Gardens', 'Elevation Worship').genres).toEqual([
      'Praise & Worship',
    ]);
  });

  it('do not make a band with "Kids" in its name or a rock "Lullaby" a children’s record', () => {
    expect(titleWordGenres('Robbers & Cowards', 'Cold War Kids').genres).toEqual([]);
    expect(titleWordGenres('Goodbye Lullaby', 'Avril Lavigne').genres).toEqual([]);
    expect(titleWordGenres('Roman Holiday', 'Anyone').genres).toEqual([]);
  });
});

describe('readBillboard', () => {
  it('adds thin-area albums with genres from title words or the act’s other albums, nothing else', () => {
    const albums = readBillboard(
      [
        chart('George Strait', 'Cold Beer Conversation'),
        chart('George Strait', 'Strait Out Of The Box Christmas'),
        chart('Radiohead', 'Amnesiac'),
        chart('Radiohead', 'Hail To The Thief 2025', 2025),
        chart('Anita Baker', 'Rapture Again'),
        chart('Unknown Act', 'Something'),
        chart('Soundtrack', 'Frozen'),
      ],
      genresOf,
    );
    expect(albums.map((album) => [album.title, album.primaryGenres, album.descriptors])).toEqual([
      ['Cold Beer Conversation', ['Contemporary Country', 'Honky Tonk'], []],
      ['Strait Out Of The Box Christmas', ['Christmas Music'], ['Christmas']],
      ['Hail To The Thief 2025', ['Art Rock'], []],
    ]);
  });

  it(`keeps at most ${PER_ACT} albums of one act, its longest charting`, () => {
    const rows = Array.from({ length: 20 }, (_, i) =>
      chart('Kidz Bop Kids', `Kidz Bop ${i}`, 2010, i),
    );
    const albums = readBillboard(rows, genresOf);
    expect(albums).toHaveLength(PER_ACT);
    expect(albums.map((album) => album.title)).toContain('Kidz Bop 19');
    expect(albums.map((album) => album.title)).not.toContain('Kidz Bop 0');
  });
});
