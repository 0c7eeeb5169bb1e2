import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';
import { albumId, albumKey, shortHash } from './normalise.ts';
import type { SourceAlbum } from './source-album.ts';

interface Entry {
  first: SourceAlbum;
  names: string[];
  year: number | null;
  releaseType?: string;
  primary: string[];
  secondary: string[];
  descriptors: string[];
  rymRating?: { average: number; count: number };
  aotyRating?: { average: number; count: number };
  criticScore?: number;
  spotifyId?: string;
  sources: Set<string>;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function exactKeys(album: SourceAlbum): string[] {
  const keys = [albumKey(album.credit, album.title)];
  if (album.names && album.names.length > 1) {
    keys.push(albumKey(album.names.join(' '), album.title));
  }
  return [...new Set(keys)];
}

/** The title without bracketed parts: "Scary Monsters (And Super Creeps)" → "Scary Monsters". */
function bareKey(album: SourceAlbum): string | undefined {
  const bare = album.title.replace(/\s*[([][^)\]]*[)\]]/g, '').trim();
  return bare !== '' && bare !== album.title ? albumKey(album.credit, bare) : undefined;
}

function larger<T extends { count: number }>(a: T | undefined, b: T | undefined) {
  if (!a) return b;
  if (!b) return a;
  return b.count > a.count ? b : a;
}

/** Merges data sets in priority order: the first source to describe an album names it. */
export class CatalogMerger {
  private readonly byKey = new Map<string, Entry>();
  private readonly entries: Entry[] = [];
  readonly matched = new Map<string, number>();

  /** Adds or enriches; `mayCreate` false means the source only enriches albums already known. */
  add(album: SourceAlbum, mayCreate: boolean) {
    if (album.title.trim() === '' || album.credit.trim() === '') return;
    let keys = exactKeys(album);
    let bare = bareKey(album);
    let entry = this.find(keys) ?? (bare ? this.find([bare], album.source) : undefined);
    // One chart listing the same artist and title twice means two albums (self-titled ones).
    if (entry?.sources.has(album.source) && album.year !== null && entry.year !== album.year) {
      keys = keys.map((key) => `${key}#${album.year}`);
      bare = undefined;
      entry = this.find(keys);
    }
    if (entry) {
      this.matched.set(album.source, (this.matched.get(album.source) ?? 0) + 1);
      this.enrich(entry, album);
    } else if (mayCreate) {
      entry = {
        first: album,
        names: album.names ?? [album.credit],
        year: null,
        primary: [],
        secondary: [],
        descriptors: [],
        sources: new Set(),
      };
      this.entries.push(entry);
      this.enrich(entry, album);
    }
    if (!entry) return;
    for (const key of bare ? [...keys, bare] : keys)
      if (!this.byKey.has(key)) this.byKey.set(key, entry);
  }

  /** A loose key never joins two rows of the same data set (volumes, parts). */
  private find(keys: string[], looseFrom?: string): Entry | undefined {
    for (const key of keys) {
      const entry = this.byKey.get(key);
      if (entry && !(looseFrom && entry.sources.has(looseFrom))) return entry;
    }
    return undefined;
  }

  private enrich(entry: Entry, album: SourceAlbum) {
    entry.sources.add(album.source);
    if (entry.names.length < 2 && album.names && album.names.length > 1) entry.names = album.names;
    entry.year ??= album.year;
    entry.releaseType ??= album.releaseType;
    if (entry.primary.length === 0) entry.primary = [...album.primaryGenres];
    if (entry.secondary.length === 0) entry.secondary = [...album.secondaryGenres];
    for (const d of album.descriptors)
      if (!entry.descriptors.includes(d)) entry.descriptors.push(d);
    entry.rymRating = larger(entry.rymRating, album.rymRating);
    entry.aotyRating = larger(entry.aotyRating, album.aotyRating);
    entry.criticScore ??= album.criticScore;
    entry.spotifyId ??= album.spotifyId;
  }

  albums(): CatalogAlbum[] {
    const ids = new Set<string>();
    const out: CatalogAlbum[] = [];
    for (const entry of this.entries) {
      if (entry.primary.length + entry.secondary.length === 0) continue;
      const { title, credit } = entry.first;
      let id = albumId(credit, title);
      for (let salt = 0; ids.has(id); salt += 1) {
        id = `${albumId(credit, title)}-${shortHash(`${albumKey(credit, title)}#${entry.year}#${salt}`).slice(0, 6)}`;
      }
      ids.add(id);
      const genres = [...new Set([...entry.primary, ...entry.secondary])];
      const primaryGenreCount = new Set(entry.primary).size;
      const album: CatalogAlbum = {
        id,
        title: title.trim(),
        artist: entry.names.length > 1 ? entry.names.join(', ') : credit.trim(),
        year: entry.year,
        genres,
        descriptors: entry.descriptors,
      };
      if (entry.names.length > 1) album.artists = entry.names;
      if (entry.releaseType) album.releaseType = entry.releaseType;
      album.primaryGenreCount = primaryGenreCount;
      const rating = entry.rymRating ?? entry.aotyRating;
      if (rating) album.rating = { average: round2(rating.average), count: rating.count };
      if (entry.criticScore !== undefined) album.criticScore = entry.criticScore;
      if (entry.spotifyId) album.spotifyId = entry.spotifyId;
      out.push(album);
    }
    return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
}
