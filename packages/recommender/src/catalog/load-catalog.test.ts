import { describe, expect, it } from 'vitest';
import { CatalogFormatError, loadBuiltInCatalog, parseCatalogJsonl } from './load-catalog.ts';

const line = (album: Record<string, unknown>) => JSON.stringify(album);
const valid = {
  id: 'a1',
  title: 'Blue',
  artist: 'Joni Mitchell',
  year: 1971,
  genres: ['Folk'],
  descriptors: ['melancholic'],
};

describe('parseCatalogJsonl', () => {
  it('reads one album per line, skipping blank lines and keeping optional fields', () => {
    const text = `${line(valid)}\n\n${line({ ...valid, id: 'a2', year: null, spotifyId: 'x'.repeat(22), rating: { average: 8.6, count: 10 } })}\n`;
    const albums = parseCatalogJsonl(text);
    expect(albums.map((album) => album.id)).toEqual(['a1', 'a2']);
    expect(albums[1]).toMatchObject({
      year: null,
      spotifyId: 'x'.repeat(22),
      rating: { average: 8.6, count: 10 },
    });
  });

  it('keeps track titles when a catalog carries them', () => {
    const [album] = parseCatalogJsonl(line({ ...valid, tracks: ['All I Want', 'My Old Man'] }));
    expect(album?.tracks).toEqual(['All I Want', 'My Old Man']);
    expect(() => parseCatalogJsonl(line({ ...valid, tracks: [1, 2] }))).toThrow(
      /line 1: "tracks" must be an array of strings/,
    );
  });

  it('reads an absent year as unknown and absent lists as empty', () => {
    const [album] = parseCatalogJsonl(line({ id: 'a', title: 'T', artist: 'A' }));
    expect(album).toMatchObject({ year: null, genres: [], descriptors: [] });
  });

  it('drops fields that are not part of the format', () => {
    const [album] = parseCatalogJsonl(line({ ...valid, secret: 'no' }));
    expect(album).not.toHaveProperty('secret');
  });

  it.each([
    ['not json', '{"id":'],
    ['missing title', line({ ...valid, title: undefined })],
    ['genres not a list', line({ ...valid, genres: 'Folk' })],
    ['fractional year', line({ ...valid, year: 1971.5 })],
    ['an array', '[1,2]'],
    ['tracks not a list', line({ ...valid, tracks: 'Blue' })],
  ])('names the line of bad input (%s)', (_case, bad) => {
    const text = `${line(valid)}\n${bad}`;
    expect(() => parseCatalogJsonl(text)).toThrow(CatalogFormatError);
    expect(() => parseCatalogJsonl(text)).toThrow(/^Catalog line 2:/);
  });

  it('rejects a repeated id', () => {
    expect(() => parseCatalogJsonl(`${line(valid)}\n${line(valid)}`)).toThrow(
      /line 2: duplicate id "a1"/,
    );
  });
});

describe('loadBuiltInCatalog', () => {
  it('loads the committed catalog: thousands of distinct csv_ albums with genres', () => {
    const albums = loadBuiltInCatalog();
    expect(albums.length).toBeGreaterThanOrEqual(7000);
    expect(new Set(albums.map((album) => album.id)).size).toBe(albums.length);
    expect(albums.every((album) => album.id.startsWith('csv_') && album.genres.length > 0)).toBe(
      true,
    );
  });

  it('restores descriptor spaces and repairs collaboration credits', () => {
    const albums = loadBuiltInCatalog();
    const descriptors = new Set(albums.flatMap((album) => album.descriptors));
    expect(descriptors.has('male vocals')).toBe(true);
    expect(descriptors.has('malevocals')).toBe(false);
    const zuma = albums.find((album) => album.title === 'Zuma');
    expect(zuma?.artists).toEqual(['Neil Young', 'Crazy Horse']);
  });
});
