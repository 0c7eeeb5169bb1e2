import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from './csv.ts';
import { repairCredit } from './credits.ts';
import type { DescriptorNormaliser } from './descriptors.ts';
import { parseCount, parseYear, splitList } from './normalise.ts';
import type { SourceAlbum } from './source-album.ts';

export const readCsv = (dataDir: string, file: string) =>
  parseCsv(readFileSync(join(dataDir, 'catalog', file), 'utf8'));

const num = (text: string | undefined) => {
  const value = parseCount(text);
  return value === null || Number.isNaN(value) ? undefined : value;
};

function descriptorsOf(text: string, normaliser: DescriptorNormaliser): string[] {
  const out: string[] = [];
  for (const raw of splitList(text)) {
    const descriptor = normaliser.normalise(raw);
    if (descriptor && !out.includes(descriptor)) out.push(descriptor);
  }
  return out;
}

function rym(average: string | undefined, count: string | undefined) {
  const avg = num(average);
  const n = num(count);
  return avg !== undefined && n !== undefined ? { average: avg * 2, count: n } : undefined;
}

export function readRymClean(
  rows: Record<string, string>[],
  known: ReadonlySet<string>,
  normaliser: DescriptorNormaliser,
): SourceAlbum[] {
  return rows.map((row) => {
    const { credit, names } = repairCredit(row.artist_name ?? '', known);
    return {
      source: 'rym_clean1',
      title: row.release_name ?? '',
      credit,
      names,
      year: parseYear(row.release_date),
      releaseType: (row.release_type || 'album').toLowerCase(),
      primaryGenres: splitList(row.primary_genres),
      secondaryGenres: splitList(row.secondary_genres),
      descriptors: descriptorsOf(row.descriptors ?? '', normaliser),
      rymRating: rym(row.avg_rating, row.rating_count),
    };
  });
}

export function readRymTop5000(
  rows: Record<string, string>[],
  normaliser: DescriptorNormaliser,
): SourceAlbum[] {
  return rows.map((row) => ({
    source: 'rym_top_5000_all_time',
    title: row.Album ?? '',
    credit: row['Artist Name'] ?? '',
    year: parseYear(row['Release Date']),
    primaryGenres: splitList(row.Genres),
    secondaryGenres: [],
    descriptors: descriptorsOf(row.Descriptors ?? '', normaliser),
    rymRating: rym(row['Average Rating'], row['Number of Ratings']),
  }));
}

export function readRymTop100(rows: Record<string, string>[]): SourceAlbum[] {
  return rows.map((row) => ({
    source: 'rym_top100_per_year',
    title: row.album ?? '',
    credit: row.artist ?? '',
    year: parseYear(row.year),
    primaryGenres: [row.genre_1, row.genre_2, row.genre_3].filter((g): g is string => !!g?.trim()),
    secondaryGenres: [],
    descriptors: [],
  }));
}

export function readAotyTop5000(rows: Record<string, string>[]): SourceAlbum[] {
  return rows.map((row) => {
    const score = num(row.user_score);
    const count = num(row.rating_count);
    return {
      source: 'aoty_top5000_user',
      title: row.title ?? '',
      credit: row.artist ?? '',
      year: parseYear(row.release_date),
      primaryGenres: splitList(row.genres),
      secondaryGenres: [],
      descriptors: [],
      aotyRating:
        score !== undefined && count !== undefined ? { average: score / 10, count } : undefined,
    };
  });
}

const ROLLING_STONE_TYPES: Record<string, string> = {
  Studio: 'album',
  Compilation: 'compilation',
  'Greatest Hits': 'compilation',
  Live: 'live',
  Soundtrack: 'soundtrack',
};

export function readRollingStone(rows: Record<string, string>[]): SourceAlbum[] {
  return rows.map((row) => {
    const id = /^[0-9A-Za-z]{22}$/.exec((row['Album ID'] ?? '').trim())?.[0];
    return {
      source: 'rolling_stone_500',
      title: row.Album ?? '',
      credit: row['Clean Name'] ?? '',
      year: parseYear(row['Release Year']),
      releaseType: ROLLING_STONE_TYPES[row['Album Type'] ?? ''],
      primaryGenres: (row['Album Genre'] ?? '')
        .split('/')
        .map((g) => g.trim())
        .filter(Boolean),
      secondaryGenres: [],
      descriptors: [],
      spotifyId: id,
    };
  });
}

export function readAotyMetacritic(rows: Record<string, string>[]): SourceAlbum[] {
  return rows.map((row) => {
    const userScore = num(row['AOTY User Score']);
    const userCount = num(row['AOTY User Reviews']);
    return {
      source: 'aoty_metacritic',
      title: row.Title ?? '',
      credit: row.Artist ?? '',
      year: parseYear(row['Release Year']),
      releaseType: row.Format === 'EP' ? 'ep' : undefined,
      primaryGenres: splitList(row.Genre),
      secondaryGenres: [],
      descriptors: [],
      criticScore: num(row['AOTY Critic Score']) ?? num(row['Metacritic Critic Score']),
      aotyRating:
        userScore !== undefined && userCount !== undefined && userCount > 0
          ? { average: userScore / 10, count: userCount }
          : undefined,
    };
  });
}

export function readPitchfork(rows: Record<string, string>[]): SourceAlbum[] {
  return rows.map((row) => {
    const score = num(row.score);
    return {
      source: 'pitchfork',
      title: row.album ?? '',
      credit: row.artist ?? '',
      year: parseYear(row.release_year),
      primaryGenres: [],
      secondaryGenres: [],
      descriptors: [],
      criticScore: score !== undefined ? Math.round(score * 10) : undefined,
    };
  });
}
