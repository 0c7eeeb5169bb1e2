import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';
import { artistKey, bareTitleKey, titleKey } from './normalise.ts';

const SEPARATORS =
  /\s*(?:,|&|\+|\/|;|\s[-–—]\s|\b(?:and|with|featuring|feat\.?|ft\.|presents|meets|vs\.?)\b)\s*/iu;

/** The individual names a credit holds, each as a name key ("Stan Getz & João Gilberto"). */
export function creditNames(album: Pick<CatalogAlbum, 'artist' | 'artists'>): string[] {
  const names = album.artists && album.artists.length > 1 ? album.artists : [album.artist];
  const keys = names.flatMap((name) => name.split(SEPARATORS)).map((name) => artistKey(name));
  return [...new Set(keys.filter((key) => key !== ''))];
}

const surname = (name: string) => name.split(' ').at(-1) ?? name;
const compact = (name: string) => name.replace(/[^\p{L}\p{N}]+/gu, '');

/** At most one letter added, dropped or changed ("Agustus" / "Augustus"). */
function nearlyEqual(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 8) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return [
    a.slice(i + 1) === b.slice(i + 1),
    a.slice(i + 1) === b.slice(i),
    a.slice(i) === b.slice(i + 1),
  ].some(Boolean);
}

/** "Kylie" / "Kylie Minogue", "Thelonious Monk" / "The Thelonious Monk Quartet". */
function wordsWithin(short: string, long: string): boolean {
  const words = short.split(' ');
  const others = long.split(' ');
  return words[0] === others[0] && words.every((word) => others.includes(word));
}

/** The same person or group under two spellings of its name. */
export function sameName(a: string, b: string, loose: boolean): boolean {
  if (a === b || compact(a) === compact(b)) return true;
  if (!loose) return false;
  if (!a.includes(' ') && surname(b) === a) return true;
  if (!b.includes(' ') && surname(a) === b) return true;
  return wordsWithin(a, b) || wordsWithin(b, a) || nearlyEqual(compact(a), compact(b));
}

/** Every name of `short` is a name of `long` under some spelling. */
function coveredBy(short: string[], long: string[], loose: boolean): boolean {
  return short.every((name) => long.some((other) => sameName(name, other, loose)));
}

/**
 * Two rows credit the same act when one credit's names are all names of the other: "Stan Getz"
 * and "Stan Getz & Charlie Byrd", "Getz & Gilberto" and "Stan Getz & João Gilberto". `loose`
 * also lets a surname, a short form or a one-letter slip name the act ("Eno", "Kylie"); it is
 * not used for generic titles ("Greatest Hits"), where "Queen" and "Queen Latifah" would meet.
 */
export function sameAct(a: string[], b: string[], loose = true): boolean {
  if (a.length === 0 || b.length === 0) return false;
  return coveredBy(a, b, loose) || coveredBy(b, a, loose);
}

const GENERIC_TITLES = new Set(
  [
    'greatest hits',
    'best of',
    'the best of',
    'hits',
    'gold',
    'live',
    'unplugged',
    'christmas',
    'a christmas album',
    'christmas album',
    'the christmas album',
    'untitled',
    'anthology',
    'collection',
    'the collection',
    'essential',
    'the essential',
    'love songs',
    'number ones',
    'i',
    'ii',
    'iii',
    'iv',
    '1',
    '2',
    '3',
  ].map((title) => titleKey(title)),
);

const weight = (album: CatalogAlbum) => album.rating?.count ?? 0;

/** The row that names the merged album: the most rated, then the most described, then the id. */
function byStanding(a: CatalogAlbum, b: CatalogAlbum): number {
  return (
    weight(b) - weight(a) ||
    b.descriptors.length - a.descriptors.length ||
    Number(b.year !== null) - Number(a.year !== null) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

const genreKey = (genre: string) => genre.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function unionBy(lists: string[][], key: (word: string) => string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const list of lists)
    for (const word of list) {
      const k = key(word);
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(word);
    }
  return out;
}

const primaries = (album: CatalogAlbum) =>
  album.genres.slice(0, album.primaryGenreCount ?? album.genres.length);
const secondaries = (album: CatalogAlbum) =>
  album.genres.slice(album.primaryGenreCount ?? album.genres.length);

/**
 * The credit the merged album shows: the one naming the most people (a collaboration stays one),
 * then the spelling the catalog uses most for the act ("Brian Eno" over "Eno"), then the first.
 */
function creditOf(rows: CatalogAlbum[], creditUse: ReadonlyMap<string, number>): CatalogAlbum {
  const use = (row: CatalogAlbum) => creditUse.get(artistKey(row.artist)) ?? 0;
  return rows.reduce((best, row) => {
    const more = creditNames(row).length - creditNames(best).length;
    return more > 0 || (more === 0 && use(row) > use(best)) ? row : best;
  });
}

/**
 * One album from its rows, `rows[0]` naming it. Genres come from the rows that describe the album
 * (descriptors or ratings) when any does: a bare chart row's guess ("Big Band" for Getz/Gilberto)
 * does not join a described record. Ratings are averaged weighted by their counts, and the counts
 * add up (the rows are separate entries on the charts, each rated by its own listeners).
 */
export function mergeRows(
  rows: CatalogAlbum[],
  creditUse: ReadonlyMap<string, number> = new Map(),
): CatalogAlbum {
  const [kept, ...others] = rows as [CatalogAlbum, ...CatalogAlbum[]];
  const credited = creditOf(rows, creditUse);
  const described = rows.filter((row) => row.descriptors.length > 0 || row.rating);
  const genreRows = described.length > 0 ? described : rows;
  const primary = unionBy(genreRows.map(primaries), genreKey);
  const genres = unionBy([primary, ...genreRows.map(secondaries)], genreKey);
  const album: CatalogAlbum = {
    ...kept,
    artist: credited.artist,
    year: kept.year ?? others.map((row) => row.year).find((year) => year !== null) ?? null,
    genres,
    primaryGenreCount: primary.length,
    descriptors: unionBy(
      rows.map((row) => row.descriptors),
      (word) => word,
    ),
  };
  const rated = rows.filter((row) => row.rating && row.rating.count > 0);
  if (rated.length > 0) {
    const count = rated.reduce((sum, row) => sum + weight(row), 0);
    const average = rated.reduce((sum, row) => sum + (row.rating?.average ?? 0) * weight(row), 0);
    album.rating = { average: Math.round((average / count) * 100) / 100, count };
  }
  const critic = rows.find((row) => row.criticScore !== undefined)?.criticScore;
  if (critic !== undefined) album.criticScore = critic;
  const spotifyId = rows.find((row) => row.spotifyId)?.spotifyId;
  if (spotifyId) album.spotifyId = spotifyId;
  const releaseType = rows.find((row) => row.releaseType)?.releaseType;
  if (releaseType) album.releaseType = releaseType;
  if (credited.artists) album.artists = credited.artists;
  else delete album.artists;
  const aliases = [
    ...new Set([...others.map((row) => row.id), ...rows.flatMap((row) => row.aliases ?? [])]),
  ]
    .filter((id) => id !== kept.id)
    .sort();
  if (aliases.length > 0) album.aliases = aliases;
  return album;
}

/**
 * Years agree when either is unknown or they are at most a year apart (release vs chart year);
 * self-titled albums must agree exactly (Peter Gabriel's of 1977 and 1978 are two records).
 */
function yearsAgree(a: CatalogAlbum, b: CatalogAlbum): boolean {
  if (a.year === null || b.year === null) return true;
  return selfTitled(a) ? a.year === b.year : Math.abs(a.year - b.year) <= 1;
}

const selfTitled = (album: CatalogAlbum) => bareTitleKey(album.title) === artistKey(album.artist);
const hasBracket = (album: CatalogAlbum) => bareTitleKey(album.title) !== titleKey(album.title);

/**
 * Whether two rows of one bare title are one album. The same title (edition suffixes, "The",
 * accents, punctuation aside) by the same act in agreeing years is. A title that differs only by
 * a bracketed part on one side ("Twin Fantasy (Mirror to Mirror)", "オレンジ [ORANGE]") is when
 * the credits are the same names; two different bracketed parts ("Weezer [Blue Album]", "Weezer
 * [Teal Album]", "Part One", "Part Two") are two albums.
 */
function oneAlbum(a: CatalogAlbum, b: CatalogAlbum, names: Map<CatalogAlbum, string[]>): boolean {
  if (!yearsAgree(a, b)) return false;
  const an = names.get(a) ?? [];
  const bn = names.get(b) ?? [];
  const key = titleKey(a.title);
  if (key === titleKey(b.title)) return sameAct(an, bn, !GENERIC_TITLES.has(key));
  if (hasBracket(a) && hasBracket(b)) return false;
  if (selfTitled(a) && (a.year === null || b.year === null)) return false;
  return sameAct(an, bn, false);
}

/**
 * Merges rows that are one album (see {@link oneAlbum}). A row of unknown year joins only when
 * exactly one album of that act and title exists (an artist's several self-titled albums stay
 * apart). The most rated row names the album; the others' ids become its aliases.
 */
export function dedupeAlbums(albums: readonly CatalogAlbum[]): {
  albums: CatalogAlbum[];
  merged: CatalogAlbum[][];
} {
  const byTitle = new Map<string, CatalogAlbum[]>();
  for (const album of albums) {
    const key = bareTitleKey(album.title);
    const list = byTitle.get(key);
    if (list) list.push(album);
    else byTitle.set(key, [album]);
  }
  const creditUse = new Map<string, number>();
  for (const album of albums) {
    const key = artistKey(album.artist);
    creditUse.set(key, (creditUse.get(key) ?? 0) + 1);
  }
  const dropped = new Set<string>();
  const replaced = new Map<string, CatalogAlbum>();
  const merged: CatalogAlbum[][] = [];
  for (const [key, list] of byTitle) {
    if (list.length < 2 || key === '') continue;
    for (const group of groupsOf(list)) {
      if (group.length < 2) continue;
      const rows = [...group].sort(byStanding);
      const album = mergeRows(rows, creditUse);
      merged.push(rows);
      replaced.set(album.id, album);
      for (const row of rows.slice(1)) dropped.add(row.id);
    }
  }
  const out = albums
    .filter((album) => !dropped.has(album.id))
    .map((album) => replaced.get(album.id) ?? album);
  return { albums: out, merged };
}

/** Rows of one bare title partitioned into albums: dated rows first, then undated ones. */
function groupsOf(list: CatalogAlbum[]): CatalogAlbum[][] {
  const names = new Map(list.map((album) => [album, creditNames(album)]));
  const groups: CatalogAlbum[][] = [];
  for (const album of list) {
    if (album.year === null) continue;
    const group = groups.find((g) => g.every((other) => oneAlbum(album, other, names)));
    if (group) group.push(album);
    else groups.push([album]);
  }
  for (const album of list) {
    if (album.year !== null) continue;
    const fits = groups.filter((g) => g.every((other) => oneAlbum(album, other, names)));
    if (fits.length === 1) (fits[0] as CatalogAlbum[]).push(album);
    else groups.push([album]);
  }
  return groups;
}
