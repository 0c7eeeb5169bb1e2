import { ALL_MOMENTS } from '../lexicon/all-moments.ts';
import { COMPANY } from '../lexicon/company.ts';
import { MOODS } from '../lexicon/moods.ts';
import type { MomentContext } from './recommend-input.ts';
import type { EngineCore } from './engine-core.ts';
import { wordFit } from './moment-reading.ts';
import { WEIGHTS } from './score-weights.ts';
import { TopPool } from './top-pool.ts';

/**
 * How much of an album's fit is subtracted per unit of hubness, as a share of the moment's best
 * fit. Some albums (warm, melodic, soothing, well loved) come near the top for a little of
 * everything and would be first for many unrelated moments; discounted by how often they do, a
 * closer answer for this moment wins.
 */
const HUB_DISCOUNT = 3;
/** A discounted fit keeps at least this share of itself: a fitting album still fits. */
const KEPT = 0.1;
/**
 * The most a hub loses, as a share of the moment's best fit: variety may prefer an answer this
 * much less close, never a clearly poorer one.
 */
const MOST = 0.38;
/** An album counts as near the top of a sample moment when among its best this many. */
const NEAR_TOP = 10;
/** Discounting the first hubs lets the next ones show: a few rounds find them all. */
const ROUNDS = 5;
/** Below this many albums every album is near the top of something: no hubs to speak of. */
const MIN_CATALOG = 500;
/** How much of an artist's other albums' hubness each of their albums carries. */
const ARTIST_SHARE = 0.5;
/** Each moment is sampled in this many of its own words. */
const CUES_PER_MOMENT = 3;

/**
 * Every album's hubness: summed over ROUNDS, the share of a fixed sample of moments for which
 * it ranks among the best NEAR_TOP on fit and quality (its k-occurrence). The sample is every
 * moment the lexicon names, alone and paired with another, read as a listener would type it.
 * Computed once per catalog; the word rows it reads are the ones requests use most, so they stay
 * cached for them.
 */
export function hubness(core: EngineCore): Float32Array | null {
  const { index } = core;
  if (index.count < MIN_CATALOG) return null;
  const fits = sampleMoments().flatMap(({ hour, ...context }) => {
    const understanding = core.reader.read(context, hour, undefined);
    const { contextFit } = wordFit(core, understanding);
    return contextFit.some((value) => value > 0) ? [contextFit] : [];
  });
  const hubs = new Float32Array(index.count);
  if (fits.length === 0) return hubs;
  const fit = new Float32Array(index.count);
  const rawBest = fits.map(bestOf);
  for (let round = 0; round < ROUNDS; round += 1) {
    const counts = new Float32Array(index.count);
    for (let s = 0; s < fits.length; s += 1) {
      fit.set(fits[s] as Float32Array);
      // The discount gives the best fit after it, as a pass over the fits would.
      const max = discountHubs(fit, hubs, rawBest[s]);
      const inverse = 1 / max;
      const pool = new TopPool(NEAR_TOP);
      for (let a = 0; a < index.count; a += 1) {
        const value = fit[a] as number;
        if (value <= 0) continue;
        const score = value * inverse + WEIGHTS.quality * (index.prior[a] as number);
        if (score > pool.threshold) pool.offer(a, score);
      }
      for (const { album } of pool.sorted()) counts[album] = (counts[album] as number) + 1;
    }
    for (let a = 0; a < index.count; a += 1)
      hubs[a] = (hubs[a] as number) + (counts[a] as number) / fits.length;
  }
  return withArtists(core, hubs);
}

/**
 * An artist whose records take turns near the top is a hub too: each album carries a share of
 * its artist's other albums' hubness.
 */
function withArtists(core: EngineCore, hubs: Float32Array): Float32Array {
  const out = Float32Array.from(hubs);
  for (let artist = 0; artist + 1 < core.artistAlbumStart.length; artist += 1) {
    const albums = core.artistAlbums.subarray(
      core.artistAlbumStart[artist],
      core.artistAlbumStart[artist + 1],
    );
    if (albums.length < 2) continue;
    let sum = 0;
    for (const album of albums) sum += hubs[album] as number;
    for (const album of albums)
      out[album] = (out[album] as number) + ARTIST_SHARE * (sum - (hubs[album] as number));
  }
  return out;
}

/**
 * Every moment the lexicon names on its own, then as listeners type them: an occasion with
 * company and a mood ("moving house", "friends", "stressed").
 */
function sampleMoments(): (MomentContext & { hour?: number })[] {
  const cues = ALL_MOMENTS.flatMap((entry) => entry.cues.slice(0, CUES_PER_MOMENT));
  const company = COMPANY.flatMap((entry) => entry.cues.slice(0, CUES_PER_MOMENT));
  const moods = MOODS.flatMap((entry) => entry.cues.slice(0, CUES_PER_MOMENT));
  // Listeners ask at every hour of the day: the hour's nudge is part of what they get.
  const full = (i: number, step: number) => ({
    situation: cues[i] as string,
    company: company[(i * step + 3) % company.length] as string,
    mood: moods[(i * (step + 4) + 5) % moods.length] as string,
    hour: (i * step + 5) % 24,
  });
  return [
    ...cues.map((situation) => ({ situation })),
    ...cues.map((cue, i) => ({ situation: `${cue} ${cues[(i * 7 + 3) % cues.length] as string}` })),
    ...cues.map((_, i) => full(i, 7)),
    ...cues.map((_, i) => full(i, 13)),
  ];
}

/**
 * Lowers each album's fit by how often it is near the top anyway. `best`: the best fit, when the
 * caller knows it; returns the best fit after the discount.
 */
export function discountHubs(fit: Float32Array, hubs: Float32Array | null, best?: number): number {
  const max = best ?? bestOf(fit);
  if (!hubs || max <= 0) return max;
  const scale = HUB_DISCOUNT * max;
  let after = 0;
  for (let a = 0; a < fit.length; a += 1) {
    const value = fit[a] as number;
    if (value <= 0) continue;
    fit[a] = Math.max(KEPT * value, value - Math.min(MOST * max, scale * (hubs[a] as number)));
    const stored = fit[a] as number;
    if (stored > after) after = stored;
  }
  return after;
}

/**
 * As discountHubs, visiting only the albums with some hubness (`albums`, see hubAlbums): `best` is
 * the best fit of all, `rest` the best fit of the albums not among them (their fits stay as
 * they are). Returns the best fit after the discount.
 */
export function discountHubAlbums(
  fit: Float32Array,
  hubs: Float32Array | null,
  albums: Int32Array,
  best: number,
  rest: number,
): number {
  if (!hubs || best <= 0) return best;
  const scale = HUB_DISCOUNT * best;
  let after = rest;
  for (let i = 0; i < albums.length; i += 1) {
    const a = albums[i] as number;
    const value = fit[a] as number;
    if (value <= 0) continue;
    fit[a] = Math.max(KEPT * value, value - Math.min(MOST * best, scale * (hubs[a] as number)));
    const stored = fit[a] as number;
    if (stored > after) after = stored;
  }
  return after;
}

/** The albums with some hubness, ascending, and the same albums as a mask over the catalog. */
export function hubAlbums(hubs: Float32Array | null): {
  albums: Int32Array;
  mask: Uint8Array | null;
} {
  if (!hubs) return { albums: new Int32Array(0), mask: null };
  const mask = new Uint8Array(hubs.length);
  const albums: number[] = [];
  for (let a = 0; a < hubs.length; a += 1) {
    if (hubs[a] === 0) continue;
    mask[a] = 1;
    albums.push(a);
  }
  return { albums: Int32Array.from(albums), mask };
}

function bestOf(fit: Float32Array): number {
  let max = 0;
  for (const value of fit) if (value > max) max = value;
  return max;
}
