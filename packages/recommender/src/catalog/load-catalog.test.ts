import { describe, expect, it } from 'vitest';
import { formatCatalogWarning, loadBuiltInCatalog, parseCatalogJsonl } from './load-catalog.ts';

const line = (album: Record<string, unknown>) => JSON.stringify(album);
const valid = {
  id: 'a1',
  title: 'Blue',
  artist: 'Joni Mitchell',
  year: 1971,
  genres: ['Folk'],
  descriptors: ['melancholic'],
};

const albumsOf = (text: string) => parseCatalogJsonl(text).albums;

describe('parseCatalogJsonl', () => {
  it('reads one album per line, skipping blank lines and keeping optional fields', () => {
    const text = `${line(valid)}\n\n${line({ ...valid, id: 'a2', year: null, spotifyId: 'x'.repeat(22), rating: { average: 8.6, count: 10 } })}\n`;
    const { albums, warnings } = parseCatalogJsonl(text);
    expect(albums.map((album) => album.id)).toEqual(['a1', 'a2']);
    expect(albums[1]).toMatchObject({
      year: null,
      spotifyId: 'x'.repeat(22),
      rating: { average: 8.6, count: 10 },
    });
    expect(warnings).toEqual([]);
  });

  it('keeps track titles and aliases when a catalog carries them', () => {
    const [album] = albumsOf(
      line({ ...valid, tracks: ['All I Want', 'My Old Man'], aliases: ['old-blue'] }),
    );
    expect(album?.tracks).toEqual(['All I Want', 'My Old Man']);
    expect(album?.aliases).toEqual(['old-blue']);
  });

  it('reads an absent year as unknown and absent lists as empty', () => {
    const [album] = albumsOf(line({ id: 'a', title: 'T', artist: 'A' }));
    expect(album).toMatchObject({ year: null, genres: [], descriptors: [] });
  });

  it('drops fields that are not part of the format', () => {
    const [album] = albumsOf(line({ ...valid, secret: 'no' }));
    expect(album).not.toHaveProperty('secret');
  });

  it('reads a plain numeric rating on 0–10 with its vote count beside it', () => {
    const { albums, warnings } = parseCatalogJsonl(line({ ...valid, rating: 7.5, votes: 1234 }));
    expect(albums[0]?.rating).toEqual({ average: 7.5, count: 1234 });
    expect(warnings).toEqual([]);
  });

  it('reads a rating on another scale only when the scale is named', () => {
    const [five] = albumsOf(line({ ...valid, rating: 4.2, ratingCount: 50, ratingScale: 5 }));
    expect(five?.rating).toEqual({ average: 8.4, count: 50 });
    const [hundred] = albumsOf(line({ ...valid, rating: { average: 81, count: 9, scale: 100 } }));
    expect(hundred?.rating).toEqual({ average: 8.1, count: 9 });
    const { albums, warnings } = parseCatalogJsonl(line({ ...valid, rating: 87 }));
    expect(albums[0]).toBeDefined();
    expect(albums[0]).not.toHaveProperty('rating');
    expect(warnings).toEqual([
      { line: 1, skipped: false, message: '"rating" 87 is not on a 0–10 scale; left out' },
    ]);
  });

  it('reads other shapes whose meaning is clear: numeric strings, a comma-separated genre text', () => {
    const [album] = albumsOf(
      line({
        ...valid,
        year: '1971',
        genres: 'Folk, Singer-Songwriter',
        criticScore: '92',
        chart: { peak: '15', weeks: 22 },
      }),
    );
    expect(album).toMatchObject({
      year: 1971,
      genres: ['Folk', 'Singer-Songwriter'],
      criticScore: 92,
      chart: { peak: 15, weeks: 22 },
    });
  });

  it.each([
    ['a fractional year', { year: 1971.5 }, 'year'],
    ['tracks that are not a list', { tracks: 'Blue' }, 'tracks'],
    ['a rating with no average', { rating: { count: 3 } }, 'rating'],
    ['a critic score out of range', { criticScore: 900 }, 'criticScore'],
    ['a chart position off the chart', { chart: { peak: 0, weeks: 3 } }, 'chart'],
    ['descriptors of another type', { descriptors: { mood: 'sad' } }, 'descriptors'],
  ])('keeps the album and leaves out %s, with a warning', (_case, odd, key) => {
    const { albums, warnings } = parseCatalogJsonl(
      `${line(valid)}\n${line({ ...valid, id: 'b', ...odd })}`,
    );
    expect(albums.map((album) => album.id)).toEqual(['a1', 'b']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ line: 2, skipped: false });
    expect(warnings[0]?.message).toContain(`"${key}"`);
  });

  it.each([
    ['not json', '{"id":', 'not valid JSON'],
    ['missing title', line({ ...valid, id: 'b', title: undefined }), '"title" missing or empty'],
    ['an empty artist', line({ ...valid, id: 'b', artist: '  ' }), '"artist" missing or empty'],
    ['an array', '[1,2]', 'not a JSON object'],
    ['a repeated id', line(valid), 'id "a1" already used by an earlier line'],
  ])('skips a line that is no album (%s), naming the line, and keeps the rest', (_c, bad, why) => {
    const text = `${line(valid)}\n${bad}\n${line({ ...valid, id: 'c' })}`;
    const { albums, warnings } = parseCatalogJsonl(text);
    expect(albums.map((album) => album.id)).toEqual(['a1', 'c']);
    expect(warnings).toEqual([{ line: 2, skipped: true, message: why }]);
    expect(warnings.map(formatCatalogWarning)[0]).toBe(`Catalog line 2: ${why} (line skipped)`);
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
