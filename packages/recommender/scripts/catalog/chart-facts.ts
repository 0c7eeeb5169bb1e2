import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';
import { albumKey, bareTitleKey, artistKey } from './normalise.ts';

type Row = Record<string, string | undefined>;
export interface ChartRun {
  peak: number;
  weeks: number;
}

/**
 * Billboard 200 runs by album (artist + title, editions aside): the best position and the most
 * weeks when spelling variants list one album more than once.
 */
export function chartRuns(rows: Row[]): Map<string, ChartRun> {
  const runs = new Map<string, ChartRun>();
  for (const row of rows) {
    const peak = Number(row.peak_pos);
    const weeks = Number(row.weeks);
    const artist = (row.artist ?? '').trim();
    const title = (row.title ?? '').trim();
    if (!artist || !title || !Number.isInteger(peak) || peak < 1 || peak > 200) continue;
    if (!Number.isInteger(weeks) || weeks < 1) continue;
    for (const key of [albumKey(artist, title), bareKey(artist, title)]) {
      const seen = runs.get(key);
      runs.set(
        key,
        seen
          ? { peak: Math.min(seen.peak, peak), weeks: Math.max(seen.weeks, weeks) }
          : { peak, weeks },
      );
    }
  }
  return runs;
}

function bareKey(artist: string, title: string): string {
  return `${artistKey(artist)}|${bareTitleKey(title)}`;
}

/** Each album with its chart run, where the chart lists it under its credit or one of its names. */
export function withChartRuns(albums: CatalogAlbum[], runs: Map<string, ChartRun>): CatalogAlbum[] {
  return albums.map((album) => {
    const credits = [album.artist, ...(album.artists ?? [])];
    const run = credits
      .flatMap((credit) => [
        runs.get(albumKey(credit, album.title)),
        runs.get(bareKey(credit, album.title)),
      ])
      .find((found) => found !== undefined);
    return run ? { ...album, chart: run } : album;
  });
}
