/** How many tracks a release of this type usually has. */
export function trackCountRange(releaseType: string | undefined): [number, number] {
  switch (releaseType) {
    case 'ep':
    case 'single':
      return [3, 6];
    case 'compilation':
      return [14, 22];
    case 'live':
      return [10, 17];
    case 'mixtape':
      return [12, 20];
    default:
      return [8, 14];
  }
}

const RANGES: [RegExp, [number, number]][] = [
  [/hardcore|grindcore|punk/i, [85, 210]],
  [/jazz|ambient|drone|post-rock|progressive|techno|minimal/i, [240, 560]],
  [/house|electronic|trance|dub|idm|downtempo|trip hop/i, [220, 430]],
  [/hip hop|rap|trap|grime/i, [140, 260]],
  [/soul|r&b|funk|blues|gospel/i, [170, 330]],
];

/** Track lengths in seconds that sound right for the album's first matching genre. */
export function durationRange(genres: readonly string[]): [number, number] {
  for (const genre of genres) {
    for (const [pattern, range] of RANGES) if (pattern.test(genre)) return range;
  }
  return [150, 320];
}
