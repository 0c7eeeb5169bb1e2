import { repairCredit } from './credits.ts';
import type { DescriptorNormaliser } from './descriptors.ts';
import { parseYear, splitList } from './normalise.ts';
import type { SourceAlbum } from './source-album.ts';
import { descriptorsOf, rym } from './source-fields.ts';

/** The RateYourMusic charts: the albums of the catalog, with their descriptors. */
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
