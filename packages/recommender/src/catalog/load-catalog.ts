import { readFileSync } from 'node:fs';
import type { CatalogAlbum } from './catalog-album.ts';
import {
  interner,
  numberOf,
  ratingOf,
  textOf,
  wordList,
  yearOf,
  type Interner,
  type NoteField,
} from './catalog-fields.ts';

/** The built-in catalog, committed beside `src/` and `dist/` so both resolve it the same way. */
export const builtInCatalogUrl = new URL('../../data/catalog.jsonl', import.meta.url);

/** Something a catalog line had that was skipped or read another way. */
export interface CatalogWarning {
  line: number;
  /** Whether the whole line was skipped (no album) or only a field of it. */
  skipped: boolean;
  message: string;
}

export interface ParsedCatalog {
  albums: CatalogAlbum[];
  warnings: CatalogWarning[];
}

export function formatCatalogWarning(warning: CatalogWarning): string {
  return `Catalog line ${warning.line}: ${warning.message}${warning.skipped ? ' (line skipped)' : ''}`;
}

const REQUIRED = ['id', 'title', 'artist'] as const;

/** Copies only the known fields, so stray keys never leak on; why not, when a required one is missing. */
function toAlbum(
  record: Record<string, unknown>,
  intern: Interner,
  note: NoteField,
): CatalogAlbum | string {
  const id = textOf(record.id);
  const title = textOf(record.title);
  const artist = textOf(record.artist);
  if (!id || !title || !artist) {
    const missing = REQUIRED.filter((key) => textOf(record[key]) === undefined);
    return `${missing.map((key) => `"${key}"`).join(', ')} missing or empty`;
  }
  const genres = wordList(record.genres, 'genres', note);
  const album: CatalogAlbum = {
    id,
    title,
    artist,
    year: yearOf(record.year, note),
    genres: intern(genres),
    descriptors: intern(wordList(record.descriptors, 'descriptors', note)),
  };
  const artists = wordList(record.artists, 'artists', note);
  if (artists.length > 0) album.artists = [...artists];
  const releaseType = textOf(record.releaseType);
  if (releaseType) album.releaseType = releaseType.toLowerCase();
  const primary = numberOf(record.primaryGenreCount);
  if (
    primary !== undefined &&
    Number.isInteger(primary) &&
    primary >= 0 &&
    primary <= genres.length
  )
    album.primaryGenreCount = primary;
  const rating = ratingOf(record, note);
  if (rating) album.rating = rating;
  const criticScore = numberOf(record.criticScore);
  if (criticScore !== undefined && criticScore >= 0 && criticScore <= 100)
    album.criticScore = criticScore;
  else if (record.criticScore !== undefined && record.criticScore !== null)
    note('"criticScore" is not a number from 0 to 100; left out');
  const chart = chartOf(record.chart);
  if (chart) album.chart = chart;
  else if (record.chart !== undefined && record.chart !== null)
    note('"chart" is not {"peak": 1–200, "weeks": n}; left out');
  const spotifyId = textOf(record.spotifyId);
  if (spotifyId) album.spotifyId = spotifyId;
  // Track titles may hold commas, so only a list is read as tracks.
  if (Array.isArray(record.tracks)) {
    const tracks = wordList(record.tracks, 'tracks', note);
    if (tracks.length > 0) album.tracks = [...tracks];
  } else if (record.tracks !== undefined && record.tracks !== null) {
    note('"tracks" is not a list of titles; left out');
  }
  if (record.aliases !== undefined) {
    const aliases = wordList(record.aliases, 'aliases', note).filter((alias) => alias !== id);
    if (aliases.length > 0) album.aliases = aliases;
  }
  return album;
}

/**
 * Parses a catalog in the public JSON Lines format. Blank lines are skipped. A line that is not
 * an album (not JSON, no id, title or artist, an id already used) is skipped with a warning naming
 * it; an optional field of another shape is read when its meaning is clear, or left out with a
 * warning. Never throws on content.
 */
export function parseCatalogJsonl(text: string): ParsedCatalog {
  const albums: CatalogAlbum[] = [];
  const warnings: CatalogWarning[] = [];
  const seen = new Set<string>();
  const intern = interner();
  const lines = text.split('\n');
  // One note-taker for every line: a catalog is read at every start, so no closure per line.
  let line = 0;
  const pending: CatalogWarning[] = [];
  const note: NoteField = (message) => pending.push({ line, skipped: false, message });
  const skip = (message: string) => warnings.push({ line, skipped: true, message });
  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index] ?? '';
    if (raw.trim() === '') continue;
    line = index + 1;
    let record: unknown;
    try {
      record = JSON.parse(raw);
    } catch {
      skip('not valid JSON');
      continue;
    }
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      skip('not a JSON object');
      continue;
    }
    pending.length = 0;
    const album = toAlbum(record as Record<string, unknown>, intern, note);
    if (typeof album === 'string') {
      skip(album);
      continue;
    }
    if (seen.has(album.id)) {
      skip(`id "${album.id}" already used by an earlier line`);
      continue;
    }
    if (pending.length > 0) warnings.push(...pending);
    seen.add(album.id);
    albums.push(album);
  }
  return { albums, warnings };
}

let builtIn: CatalogAlbum[] | undefined;

/** The catalog that ships with the product, parsed once per process. */
export function loadBuiltInCatalog(): CatalogAlbum[] {
  builtIn ??= parseCatalogJsonl(readFileSync(builtInCatalogUrl, 'utf8')).albums;
  return builtIn;
}

function chartOf(value: unknown): { peak: number; weeks: number } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { peak, weeks } = value as Record<string, unknown>;
  const best = numberOf(peak);
  const run = numberOf(weeks);
  if (best === undefined || !Number.isInteger(best) || best < 1 || best > 200) return undefined;
  if (run === undefined || !Number.isInteger(run) || run < 0) return undefined;
  return { peak: best, weeks: run };
}
