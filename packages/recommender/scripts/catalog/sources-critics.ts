import { parseYear, splitList } from './normalise.ts';
import type { SourceAlbum } from './source-album.ts';
import { num } from './source-fields.ts';

/** Album of the Year, Rolling Stone, Metacritic and Pitchfork: more albums, scores and ids. */
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
