import { readFileSync } from 'node:fs';
import type { CatalogAlbum } from './catalog-album.ts';

/** The built-in catalog, committed beside `src/` and `dist/` so both resolve it the same way. */
export const builtInCatalogUrl = new URL('../../data/catalog.jsonl', import.meta.url);

export class CatalogFormatError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(`Catalog line ${line}: ${message}`);
    this.name = 'CatalogFormatError';
    this.line = line;
  }
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function optionalNumber(record: Record<string, unknown>, key: string, line: number) {
  const value = record[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new CatalogFormatError(line, `"${key}" must be a number`);
  }
  return value;
}

function optionalString(record: Record<string, unknown>, key: string, line: number) {
  const value = record[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new CatalogFormatError(line, `"${key}" must be a string`);
  return value;
}

function requireText(record: Record<string, unknown>, key: string, line: number): string {
  const value = record[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new CatalogFormatError(line, `"${key}" must be a non-empty string`);
  }
  return value;
}

function parseRating(record: Record<string, unknown>, line: number) {
  const rating = record.rating;
  if (rating === undefined || rating === null) return undefined;
  const { average, count } = (rating ?? {}) as Record<string, unknown>;
  if (typeof average !== 'number' || typeof count !== 'number') {
    throw new CatalogFormatError(line, '"rating" must be {"average": number, "count": number}');
  }
  return { average, count };
}

/**
 * Genre and descriptor words repeat across thousands of albums ("male vocals" some 6,000 times);
 * JSON.parse makes a string per occurrence, so each word is kept once (about 4 MB at 12,000 albums).
 */
type Interner = (words: string[]) => string[];

function interner(): Interner {
  const words = new Map<string, string>();
  return (list) =>
    list.map((word) => {
      const kept = words.get(word);
      if (kept !== undefined) return kept;
      words.set(word, word);
      return word;
    });
}

/** Validates one decoded line and copies only the known fields, so stray keys never leak on. */
function toAlbum(record: Record<string, unknown>, line: number, intern: Interner): CatalogAlbum {
  const id = requireText(record, 'id', line);
  const title = requireText(record, 'title', line);
  const artist = requireText(record, 'artist', line);
  // Absent year and lists are read as unknown and empty; present but malformed ones are errors.
  const year = record.year ?? null;
  if (year !== null && (typeof year !== 'number' || !Number.isInteger(year))) {
    throw new CatalogFormatError(line, '"year" must be an integer or null');
  }
  const genres = record.genres ?? [];
  if (!isStringArray(genres)) {
    throw new CatalogFormatError(line, '"genres" must be an array of strings');
  }
  const descriptors = record.descriptors ?? [];
  if (!isStringArray(descriptors)) {
    throw new CatalogFormatError(line, '"descriptors" must be an array of strings');
  }
  const album: CatalogAlbum = {
    id,
    title,
    artist,
    year,
    genres: intern(genres),
    descriptors: intern(descriptors),
  };
  if (record.artists !== undefined) {
    if (!isStringArray(record.artists)) {
      throw new CatalogFormatError(line, '"artists" must be an array of strings');
    }
    album.artists = record.artists;
  }
  const releaseType = optionalString(record, 'releaseType', line);
  if (releaseType !== undefined) album.releaseType = releaseType;
  const primaryGenreCount = optionalNumber(record, 'primaryGenreCount', line);
  if (primaryGenreCount !== undefined) album.primaryGenreCount = primaryGenreCount;
  const rating = parseRating(record, line);
  if (rating) album.rating = rating;
  const criticScore = optionalNumber(record, 'criticScore', line);
  if (criticScore !== undefined) album.criticScore = criticScore;
  const spotifyId = optionalString(record, 'spotifyId', line);
  if (spotifyId !== undefined) album.spotifyId = spotifyId;
  if (record.tracks !== undefined && record.tracks !== null) {
    if (!isStringArray(record.tracks)) {
      throw new CatalogFormatError(line, '"tracks" must be an array of strings');
    }
    album.tracks = record.tracks;
  }
  return album;
}

/**
 * Parses a catalog in the public JSON Lines format. Blank lines are skipped; anything else that
 * is not a valid album, or repeats an id, throws a {@link CatalogFormatError} naming the line.
 */
export function parseCatalogJsonl(text: string): CatalogAlbum[] {
  const albums: CatalogAlbum[] = [];
  const seen = new Set<string>();
  const intern = interner();
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const raw = (lines[index] ?? '').trim();
    if (raw === '') continue;
    const line = index + 1;
    let record: unknown;
    try {
      record = JSON.parse(raw);
    } catch {
      throw new CatalogFormatError(line, 'not valid JSON');
    }
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      throw new CatalogFormatError(line, 'expected a JSON object');
    }
    const album = toAlbum(record as Record<string, unknown>, line, intern);
    if (seen.has(album.id)) throw new CatalogFormatError(line, `duplicate id "${album.id}"`);
    seen.add(album.id);
    albums.push(album);
  }
  return albums;
}

let builtIn: CatalogAlbum[] | undefined;

/** The catalog that ships with the product, parsed once per process. */
export function loadBuiltInCatalog(): CatalogAlbum[] {
  builtIn ??= parseCatalogJsonl(readFileSync(builtInCatalogUrl, 'utf8'));
  return builtIn;
}
