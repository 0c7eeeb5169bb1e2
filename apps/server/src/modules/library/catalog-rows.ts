import type {
  SpotifyAlbum,
  SpotifyAlbumSummary,
} from '../../integrations/spotify/spotify-types.ts';
import { albumRowFromSpotify } from '../album-directory/album-directory.service.ts';
import type { NewAlbumRow } from '../album-directory/album-directory.repository.ts';
import { builtInCatalogLookup } from '../album-directory/catalog-link.ts';

/**
 * What is stored for a Spotify album, linked to the built-in catalog album it is (with the
 * catalog's genres), so the recommender can use the listener's library.
 */
export function linkedAlbumRow(spotify: SpotifyAlbumSummary | SpotifyAlbum): NewAlbumRow {
  const lookup = builtInCatalogLookup();
  const catalogId = lookup.match({
    spotifyId: spotify.id,
    title: spotify.name,
    artists: spotify.artists.map((artist) => artist.name),
  });
  const row = albumRowFromSpotify(spotify, catalogId ?? undefined);
  const genres = catalogId ? lookup.byId(catalogId)?.genres : undefined;
  if (genres?.length) row.genres = genres;
  return row;
}
