import type { CatalogAlbum } from '@album-club/recommender/catalog/catalog-album';
import { loadBuiltInCatalog } from '@album-club/recommender/catalog/load-catalog';
import { artistKey, titleKey } from '@album-club/recommender/text/name-key';

export interface CatalogLookup {
  /** The catalog album an id names: its own id, or an alias of a row merged into it. */
  byId(catalogId: string): CatalogAlbum | undefined;
  /** The catalog album a Spotify album is: by its Spotify id, then by artist and title. */
  match(album: { spotifyId: string | null; title: string; artists: string[] }): string | null;
}

const nameKey = (artist: string, title: string) => `${artistKey(artist)}|${titleKey(title)}`;
const CREDIT_SEPARATORS = /\s*(?:,|&|\/|\s(?:and|with|featuring|feat\.?)\s)\s*/i;

/** The people a credit names: "Stan Getz & João Gilberto featuring Antônio Carlos Jobim" → three. */
function creditedNames(entry: CatalogAlbum): string[] {
  if (entry.artists && entry.artists.length > 1) return entry.artists;
  return entry.artist.split(CREDIT_SEPARATORS).filter((name) => name.trim() !== '');
}

/** Indexes a catalog the way the recommender matches albums, so both agree on what is whose. */
export function createCatalogLookup(catalog: readonly CatalogAlbum[]): CatalogLookup {
  const byId = new Map<string, CatalogAlbum>();
  const bySpotifyId = new Map<string, string>();
  const byName = new Map<string, string>();
  for (const entry of catalog) {
    if (!byId.has(entry.id)) byId.set(entry.id, entry);
    if (entry.spotifyId && !bySpotifyId.has(entry.spotifyId))
      bySpotifyId.set(entry.spotifyId, entry.id);
    const key = nameKey(entry.artist, entry.title);
    if (!byName.has(key)) byName.set(key, entry.id);
  }
  // A merged album shows one credit; a provider credit naming one of its people still finds it
  // (Spotify's "Stan Getz", "João Gilberto" for Getz/Gilberto), when no album has that name.
  for (const entry of catalog) {
    const names = creditedNames(entry);
    if (names.length < 2) continue;
    for (const name of names) {
      const key = nameKey(name, entry.title);
      if (!byName.has(key)) byName.set(key, entry.id);
    }
  }
  // After every own id, so an alias never hides an album; links and records made before a merge
  // still find the album.
  for (const entry of catalog)
    for (const alias of entry.aliases ?? []) if (!byId.has(alias)) byId.set(alias, entry);
  return {
    byId: (catalogId) => byId.get(catalogId),
    match({ spotifyId, title, artists }) {
      const known = spotifyId ? bySpotifyId.get(spotifyId) : undefined;
      if (known) return known;
      const credits = [artists.join(', '), ...artists];
      for (const artist of credits) {
        const found = byName.get(nameKey(artist, title));
        if (found) return found;
      }
      return null;
    },
  };
}

let builtIn: CatalogLookup | undefined;

/** The built-in catalog's lookup, built on first use (the catalog itself is parsed once per process). */
export function builtInCatalogLookup(): CatalogLookup {
  builtIn ??= createCatalogLookup(loadBuiltInCatalog());
  return builtIn;
}
