import type { Ranked } from './rank.ts';

/** The best `top` albums, one per artist while other artists remain. */
export function pickDiverse(
  ranked: Ranked[],
  top: number,
  artistOf: (album: number) => number,
): Ranked[] {
  const picked: Ranked[] = [];
  const skipped: Ranked[] = [];
  const artists = new Set<number>();
  for (const result of ranked) {
    if (picked.length >= top) break;
    const artist = artistOf(result.album);
    if (artists.has(artist)) skipped.push(result);
    else {
      artists.add(artist);
      picked.push(result);
    }
  }
  for (const result of skipped) {
    if (picked.length >= top) break;
    picked.push(result);
  }
  return picked.sort((a, b) => b.score - a.score || a.album - b.album);
}
