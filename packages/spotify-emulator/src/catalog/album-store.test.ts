import { describe, expect, it } from 'vitest';
import { fixtureCatalog, NAMED_ALBUMS } from '../test-support/fixture-catalog.ts';
import { spotifyIdFrom } from '../ids/spotify-ids.ts';
import { createAlbumStore } from './album-store.ts';
import { must } from '../lang/must.ts';

describe('album store', () => {
  const catalog = fixtureCatalog(200);
  const store = createAlbumStore(catalog);

  it('holds every catalog album, keeping real Spotify ids and deriving the others from the catalog id', () => {
    expect(store.albums).toHaveLength(catalog.length);
    expect(store.byCatalogId('csv_kind-of-blue')?.id).toBe('1weenld61qoidwYuZ1GESA');
    expect(store.byCatalogId('csv_marquee-moon')?.id).toBe(spotifyIdFrom('album:csv_marquee-moon'));
    for (const entry of catalog)
      expect(store.byCatalogId(entry.id)?.id).toMatch(/^[0-9A-Za-z]{22}$/);
  });

  it('generates the same believable track list for an album on every start', () => {
    const id = must(store.byCatalogId('csv_marquee-moon'), 'album').id;
    const tracks = store.tracks(id);
    expect(tracks.length).toBeGreaterThanOrEqual(8);
    expect(createAlbumStore(catalog).tracks(id)).toEqual(tracks);
    for (const track of tracks) {
      expect(track.name.trim()).not.toBe('');
      expect(track.durationMs).toBeGreaterThan(60_000);
      expect(track.durationMs).toBeLessThan(12 * 60_000);
    }
    expect(tracks.map((track) => track.trackNumber)).toEqual(tracks.map((_, index) => index + 1));
  });

  it('maps release types and unknown years the way Spotify shows them', () => {
    const ep = must(store.byCatalogId('csv_untitled-ep'), 'album');
    expect(ep.albumType).toBe('single');
    expect(ep.releaseDate).toBe('0000');
    const collaboration = must(store.byCatalogId('csv_watch-the-throne'), 'album');
    expect(collaboration.artists.map((artist) => artist.name)).toEqual(['JAY-Z', 'Kanye West']);
    expect(NAMED_ALBUMS.length).toBeGreaterThan(3);
  });
});
