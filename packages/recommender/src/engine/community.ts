import type { AlbumIndex } from './album-index.ts';
import type { CommunityGive } from './listener-profile.ts';
import { resolveAlbum } from './resolve-album.ts';

export const COMMUNITY_WEIGHT = 0.25;
const MAX_GIVES = 20_000;

export interface CommunityBonus {
  value: number;
  /** The give that fits the moment best: "3 club members gave this for Rainy Day". */
  situation: string;
  members: number;
  strongest: number;
}

/**
 * Albums club members gave for situations like this one. A give counts by how well its situation
 * fits the moment (0–1) and, with diminishing returns, by how many members gave it.
 */
export function communityBonuses(
  index: AlbumIndex,
  gives: readonly CommunityGive[] | undefined,
  fit: (situation: string) => number,
): Map<number, CommunityBonus> {
  const out = new Map<number, CommunityBonus>();
  for (const give of (gives ?? []).slice(0, MAX_GIVES)) {
    if (!(give.count > 0) || typeof give.situation !== 'string') continue;
    const relevance = fit(give.situation);
    if (relevance <= 0) continue;
    const album = resolveAlbum(index, { albumId: give.albumId });
    if (album === undefined) continue;
    const value = (COMMUNITY_WEIGHT * relevance * Math.log2(1 + give.count)) / Math.log2(11);
    const current = out.get(album);
    if (!current) {
      out.set(album, {
        value: Math.min(COMMUNITY_WEIGHT, value),
        situation: give.situation,
        members: give.count,
        strongest: value,
      });
      continue;
    }
    current.value = Math.min(COMMUNITY_WEIGHT, current.value + value);
    if (value > current.strongest)
      Object.assign(current, { situation: give.situation, members: give.count, strongest: value });
  }
  return out;
}
