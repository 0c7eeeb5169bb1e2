import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';

export function catalogStats(albums: CatalogAlbum[]) {
  const count = (test: (album: CatalogAlbum) => boolean) => albums.filter(test).length;
  return {
    albums: albums.length,
    'with descriptors': count((a) => a.descriptors.length > 0),
    'with years': count((a) => a.year !== null),
    'with Spotify ids': count((a) => a.spotifyId !== undefined),
    'with ratings': count((a) => a.rating !== undefined),
    'with critic scores': count((a) => a.criticScore !== undefined),
    'with several artists': count((a) => (a.artists?.length ?? 0) > 1),
    'with aliases': count((a) => (a.aliases?.length ?? 0) > 0),
  };
}
