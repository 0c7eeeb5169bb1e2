import type { AlbumSuggestion } from '@album-club/contracts/gives';
import type { CatalogAlbum } from '@album-club/recommender/catalog/catalog-album';
import { loadBuiltInCatalog } from '@album-club/recommender/catalog/load-catalog';
import { artistKey, titleKey } from '@album-club/recommender/text/name-key';
import type { Database } from '../../db/database.ts';
import { searchLibraryAlbums } from './library-albums.repository.ts';

const SUGGESTIONS = 8;
const FROM_LIBRARY = 4;

interface Entry {
  album: CatalogAlbum;
  title: string;
  artist: string;
  popularity: number;
}

let entries: Entry[] | undefined;

/** The catalog's names folded once per process, the way album names are matched everywhere. */
function catalogEntries(): Entry[] {
  entries ??= loadBuiltInCatalog().map((album) => ({
    album,
    title: titleKey(album.title),
    artist: artistKey(album.artist),
    popularity: album.rating?.count ?? 0,
  }));
  return entries;
}

/** 3 when the name starts with the query, 2 when a word does, 1 when it appears at all, else 0. */
function fit(name: string, query: string): number {
  if (query === '') return 1;
  if (name.startsWith(query)) return 3;
  if (name.includes(` ${query}`)) return 2;
  return name.includes(query) ? 1 : 0;
}

function searchCatalog(title: string, artist: string, limit: number): AlbumSuggestion[] {
  const qt = titleKey(title);
  const qa = artistKey(artist);
  if (qt === '' && qa === '') return [];
  const scored: { entry: Entry; score: number }[] = [];
  for (const entry of catalogEntries()) {
    const t = fit(entry.title, qt);
    const a = t && fit(entry.artist, qa);
    if (a) scored.push({ entry, score: t + a });
  }
  scored.sort((x, y) => y.score - x.score || y.entry.popularity - x.entry.popularity);
  return scored.slice(0, limit).map(({ entry }) => ({
    title: entry.album.title,
    artist: entry.album.artist,
    source: 'catalog' as const,
    year: entry.album.year,
  }));
}

/**
 * Albums that match what the giver typed so far (title, artist or both): their own library
 * first, then the built-in catalog, each album once.
 */
export async function suggestAlbums(
  db: Database,
  userId: string,
  title: string,
  artist: string,
): Promise<AlbumSuggestion[]> {
  if (title.length + artist.length < 2) return [];
  const library = await searchLibraryAlbums(db, userId, title, artist, FROM_LIBRARY);
  const seen = new Set<string>();
  const out: AlbumSuggestion[] = [];
  const add = (suggestion: AlbumSuggestion) => {
    const key = `${artistKey(suggestion.artist)}|${titleKey(suggestion.title)}`;
    if (seen.has(key) || out.length >= SUGGESTIONS) return;
    seen.add(key);
    out.push(suggestion);
  };
  for (const row of library)
    add({
      title: row.title,
      artist: row.artists.join(', ') || 'Unknown Artist',
      source: 'library',
      year: Number.parseInt(row.releaseDate ?? '', 10) || null,
    });
  for (const suggestion of searchCatalog(title, artist, SUGGESTIONS)) add(suggestion);
  return out;
}
