import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';
import type { BreadthMoment } from './breadth-set.ts';

export interface Breadth {
  moments: number;
  distinctFirst: number;
  /** Distinct artists among the first picks. */
  distinctArtists: number;
  /** The album first for the most moments, and for how many. */
  mostFirst: { title: string; artist: string; times: number };
  /** Share of first picks with a soul, funk or disco genre (11 % of the built-in catalog). */
  soulFunkShare: number;
}

const SOUL_FUNK = /soul|funk|disco|r&b/i;

/** How widely first picks spread over the catalog across many different moments. */
export function breadth(
  moments: BreadthMoment[],
  first: (moment: BreadthMoment) => CatalogAlbum | undefined,
): Breadth {
  const counts = new Map<string, { album: CatalogAlbum; times: number }>();
  let soulFunk = 0;
  const artists = new Set<string>();
  for (const moment of moments) {
    const album = first(moment);
    if (!album) continue;
    artists.add(album.artist);
    const seen = counts.get(album.id) ?? { album, times: 0 };
    seen.times += 1;
    counts.set(album.id, seen);
    if (album.genres.some((g) => SOUL_FUNK.test(g))) soulFunk += 1;
  }
  const most = [...counts.values()].sort((a, b) => b.times - a.times)[0];
  return {
    moments: moments.length,
    distinctFirst: counts.size,
    distinctArtists: artists.size,
    mostFirst: {
      title: most?.album.title ?? '',
      artist: most?.album.artist ?? '',
      times: most?.times ?? 0,
    },
    soulFunkShare: soulFunk / moments.length,
  };
}
