import { describe, expect, it } from 'vitest';
import { CatalogMerger } from './merge.ts';
import { albumId, albumKey } from './normalise.ts';
import type { SourceAlbum } from './source-album.ts';

const source = (over: Partial<SourceAlbum>): SourceAlbum => ({
  source: 'a',
  title: 'OK Computer',
  credit: 'Radiohead',
  year: 1997,
  primaryGenres: [],
  secondaryGenres: [],
  descriptors: [],
  ...over,
});

describe('normalised keys', () => {
  it('ignore accents, case, punctuation, a leading "the" and edition suffixes', () => {
    expect(albumKey('The Beatles', 'Abbey Road (Remastered)')).toBe(
      albumKey('beatles', 'Abbey Road'),
    );
    expect(albumKey('Beyoncé', 'Lemonade [Deluxe Edition]')).toBe(albumKey('Beyonce', 'LEMONADE'));
    expect(albumKey('山下達郎 [Tatsuro Yamashita]', 'For You')).toBe(
      albumKey('Tatsuro Yamashita', 'For You'),
    );
  });

  it('make readable ids, or a hash for names with no Latin letters', () => {
    expect(albumId('Radiohead', 'OK Computer')).toBe('csv_radiohead-ok-computer');
    expect(albumId('Кино', 'Группа крови')).toMatch(/^csv_[0-9a-f]{10}$/);
  });
});

describe('CatalogMerger', () => {
  it('merges sources by artist and title, the first naming it and later ones filling gaps', () => {
    const merger = new CatalogMerger();
    merger.add(
      source({
        source: 'rym',
        primaryGenres: ['Art Rock'],
        descriptors: ['melancholic'],
        rymRating: { average: 8.5, count: 100 },
      }),
      true,
    );
    merger.add(
      source({
        source: 'other',
        title: 'OK Computer (Collector’s Edition)',
        credit: 'radiohead',
        descriptors: ['anxious', 'melancholic'],
        spotifyId: 'x'.repeat(22),
        criticScore: 95,
      }),
      true,
    );
    merger.add(source({ source: 'critics', title: 'Unknown Album', criticScore: 70 }), false);
    const albums = merger.albums();
    expect(albums).toHaveLength(1);
    expect(albums[0]).toMatchObject({
      id: 'csv_radiohead-ok-computer',
      title: 'OK Computer',
      descriptors: ['melancholic', 'anxious'],
      genres: ['Art Rock'],
      rating: { average: 8.5, count: 100 },
      criticScore: 95,
      spotifyId: 'x'.repeat(22),
    });
  });

  it('keeps two same-titled albums of one chart apart when their years differ', () => {
    const merger = new CatalogMerger();
    merger.add(
      source({
        title: 'Peter Gabriel',
        credit: 'Peter Gabriel',
        year: 1977,
        primaryGenres: ['Art Rock'],
      }),
      true,
    );
    merger.add(
      source({
        title: 'Peter Gabriel',
        credit: 'Peter Gabriel',
        year: 1980,
        primaryGenres: ['Art Rock'],
      }),
      true,
    );
    const albums = merger.albums();
    expect(albums.map((a) => a.year).sort()).toEqual([1977, 1980]);
    expect(new Set(albums.map((a) => a.id)).size).toBe(2);
  });

  it('leaves out albums with no genre at all', () => {
    const merger = new CatalogMerger();
    merger.add(source({}), true);
    expect(merger.albums()).toEqual([]);
  });
});
