import { foldName } from '@album-club/recommender/text/fold-name';
import type { SpotifyAlbumSummary, SpotifyTrackSummary } from './spotify-types.ts';

const EDITION_NOTE =
  /\s*[([][^)\]]*(remaster|deluxe|edition|version|anniversary|expanded)[^)\]]*[)\]]/gi;

/** "Homogenic (Remastered 2017)" → "Homogenic": catalogs and Spotify disagree on edition notes. */
export function withoutEditionNotes(title: string): string {
  return title.replace(EDITION_NOTE, '').trim() || title;
}

/** Lower case, no accents, no punctuation, no edition notes: "Homogenic (Remastered)" → "homogenic". */
export function normalizeTitle(text: string): string {
  return foldName(withoutEditionNotes(text));
}

/** Spotify's search syntax breaks on quotes inside a filter value. */
export function filterValue(text: string): string {
  return text.replace(/"/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The search result that is really this album: same title (edition notes ignored) and one of the
 * credited artists. Anything looser risks saving the wrong record to someone's library.
 */
export function bestAlbumMatch(
  results: SpotifyAlbumSummary[],
  title: string,
  artist: string,
): SpotifyAlbumSummary | null {
  const wantedTitle = normalizeTitle(title);
  const wantedArtists = [
    normalizeTitle(artist),
    ...artist.split(/,\s*|\s+&\s+/).map(normalizeTitle),
  ];
  const sameArtist = (album: SpotifyAlbumSummary) =>
    album.artists.some((credit) => wantedArtists.includes(normalizeTitle(credit.name)));
  return (
    results.find((album) => normalizeTitle(album.name) === wantedTitle && sameArtist(album)) ?? null
  );
}

/**
 * The album of the search result that is really this track: same name (edition notes ignored)
 * and one of the credited artists; Spotify's first such track, which is its best known release.
 */
export function bestTrackAlbum(
  results: (SpotifyTrackSummary & { album: SpotifyAlbumSummary })[],
  track: string,
  artist: string,
): SpotifyAlbumSummary | null {
  const wantedName = normalizeTitle(track);
  const wantedArtist = normalizeTitle(artist);
  const found = results.find(
    (result) =>
      normalizeTitle(result.name) === wantedName &&
      result.artists.some((credit) => normalizeTitle(credit.name) === wantedArtist),
  );
  return found?.album ?? null;
}
