import type { AlbumStore } from '../catalog/album-store.ts';
import type { EmulatorAlbum, EmulatorTrack } from '../catalog/emulator-album.ts';
import { normalize, type SearchQuery } from './search-query.ts';

export interface TrackHit {
  album: EmulatorAlbum;
  track: EmulatorTrack;
}

const hasAll = (text: string, needles: string[]) => {
  const words = new Set(text.split(' '));
  return needles.every((needle) => words.has(needle));
};

/**
 * Tracks for `type=track`: `track:` words in the track's name, `artist:` words in an artist's,
 * `album:` in the album's, free words anywhere; exact names first, then the more popular albums.
 */
export function searchTracks(store: AlbumStore, query: SearchQuery): TrackHit[] {
  if (query.track.length + query.text.length === 0) return [];
  const hits: (TrackHit & { points: number })[] = [];
  for (const album of store.albums) {
    const artists = album.artists.map((artist) => normalize(artist.name));
    if (query.artist.length > 0 && !artists.some((name) => hasAll(name, query.artist))) continue;
    const albumName = normalize(album.name);
    if (!hasAll(albumName, query.album)) continue;
    for (const track of store.tracks(album.id)) {
      const name = normalize(track.name);
      if (!hasAll(name, query.track)) continue;
      if (!hasAll(`${name} ${albumName} ${artists.join(' ')}`, query.text)) continue;
      let points = album.popularity / 100;
      if (query.track.length > 0 && name === query.track.join(' ')) points += 2;
      if (query.artist.length > 0 && artists.includes(query.artist.join(' '))) points += 1;
      hits.push({ album, track, points });
    }
  }
  return hits.sort((a, b) => b.points - a.points || a.track.id.localeCompare(b.track.id));
}
