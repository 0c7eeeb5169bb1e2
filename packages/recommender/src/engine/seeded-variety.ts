/** A deterministic 0–1 value per (seed, album): the same seed always varies close calls alike. */
export function variety(seed: number, album: number): number {
  let h = Math.imul(album ^ Math.imul(seed | 0, 0x27d4eb2d), 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}
