import type { AlbumIndex } from './album-index.ts';
import {
  isDisliked,
  isFamiliar,
  type AlbumFacts,
  type ListenerRecords,
} from './listener-signals.ts';
import type { WantNew } from './recommend-input.ts';

/** Why the listener's own data favoured an album, for the explanation. */
export type PersonalReason =
  | { kind: 'tagged'; tag: string; rating: number | null }
  | { kind: 'played-now'; plays: number }
  | { kind: 'loved'; rating: number | null; favourite: boolean }
  | { kind: 'library'; saved: boolean; plays: number; rating: number | null }
  | { kind: 'artist'; artist: number; top: boolean };

export interface TasteEvidence {
  album: number;
  weight: number;
  facts: AlbumFacts;
  /** Tags of this album that fit the moment being asked about. */
  matchedTags: string[];
}

export interface PersonalPlan {
  /** Direction of the listener's taste for this moment, length ≤ 1; null without evidence. */
  taste: Float32Array | null;
  evidence: TasteEvidence[];
  /** Per album: the lift the listener's library, tags, plays and artists give it. */
  bonus: Map<number, number>;
  /** The biggest single reason behind an album's lift (worked out only for albums shown). */
  reasonFor(album: number): PersonalReason | undefined;
  /** Only these albums may be picked (nah); null means the whole catalog. */
  candidates: number[] | null;
  /** Never picked under this wantNew. */
  blocked: Set<number>;
  /** Recently recommended, most recent first: picked only when nothing else is left. */
  recent: number[];
  /** nah asked for familiar ground but the listener has none in this catalog. */
  familiarFallback: boolean;
}

const BONUS: Record<
  WantNew,
  { library: number; loved: number; tag: number; hour: number; artist: number }
> = {
  yeah: { library: 0, loved: 0, tag: 0, hour: 0, artist: 0.05 },
  nah: { library: 0.3, loved: 0.2, tag: 1.5, hour: 0.15, artist: 0.2 },
  your_choice: { library: 0.1, loved: 0.1, tag: 0.6, hour: 0.1, artist: 0.08 },
};

export interface PlanInputs {
  index: AlbumIndex;
  records: ListenerRecords;
  wantNew: WantNew;
  hour: number | undefined;
  /** 0–1: how well one of the listener's tags fits the moment. */
  tagFit: (tag: string) => number;
  artistAlbums: (artist: number) => Int32Array;
}

/** The best-fitting tag of an album and how well it fits, or null without a fitting tag. */
function bestTag(facts: AlbumFacts, tagFit: (tag: string) => number): [string, number] | null {
  let best: [string, number] | null = null;
  for (const tag of facts.tags) {
    const fit = tagFit(tag);
    if (fit > 0 && (!best || fit > best[1])) best = [tag, fit];
  }
  return best;
}

function tasteWeight(facts: AlbumFacts, tagRelevance: number): number {
  let weight = 0;
  if (facts.rating !== null) weight = (facts.rating - 5.5) / 4.5;
  else if (facts.favourite) weight = 0.8;
  else if (facts.saved) weight = 0.35;
  else if (facts.plays > 0) weight = 0.2 * Math.min(1, Math.log2(1 + facts.plays) / 3);
  else if (facts.known) weight = 0.1;
  return facts.tags.length > 0 ? weight * (0.4 + 1.2 * tagRelevance) : weight;
}

/**
 * How much the listener's own data lifts a familiar album; each part and its reason go to
 * `reasons` when asked (only for albums that are shown, to keep requests light).
 */
function familiarLift(
  facts: AlbumFacts,
  inputs: PlanInputs,
  reasons?: [number, PersonalReason][],
): number {
  const weights = BONUS[inputs.wantNew];
  let total = 0;
  const tag = facts.tags.length > 0 ? bestTag(facts, inputs.tagFit) : null;
  if (tag && (facts.rating === null || facts.rating >= 6)) {
    const value = weights.tag * tag[1] * (facts.rating === null ? 0.8 : 1);
    total += value;
    reasons?.push([value, { kind: 'tagged', tag: tag[0], rating: facts.rating }]);
  }
  const loved = facts.favourite ? 9 : (facts.rating ?? 0);
  if (loved >= 6) {
    const value = (weights.loved * (loved - 5)) / 5;
    total += value;
    reasons?.push([value, { kind: 'loved', rating: facts.rating, favourite: facts.favourite }]);
  }
  const hour = inputs.hour;
  if (hour !== undefined && facts.playHours.length > 0) {
    let near = 0;
    for (const h of facts.playHours)
      if (Math.min(Math.abs(h - hour), 24 - Math.abs(h - hour)) <= 2) near += 1;
    const value = weights.hour * (near / facts.playHours.length) * Math.min(1, near / 3);
    total += value;
    if (value > 0) reasons?.push([value, { kind: 'played-now', plays: near }]);
  }
  total += weights.library;
  reasons?.push([
    weights.library,
    { kind: 'library', saved: facts.saved, plays: facts.plays, rating: facts.rating },
  ]);
  return total;
}

export function planPersonal(inputs: PlanInputs): PersonalPlan {
  const { index, records, wantNew, tagFit, artistAlbums } = inputs;
  const weights = BONUS[wantNew];
  const bonus = new Map<number, number>();
  const blocked = new Set<number>();
  const evidence: TasteEvidence[] = [];
  const familiar = new Set<number>();
  const taste = new Float32Array(index.dims);
  const add = (album: number, value: number) => bonus.set(album, (bonus.get(album) ?? 0) + value);
  for (const [album, facts] of records.facts) {
    const tag = facts.tags.length > 0 ? bestTag(facts, tagFit) : null;
    const weight = tasteWeight(facts, tag ? tag[1] : 0);
    if (weight !== 0) {
      const base = album * index.dims;
      for (let d = 0; d < index.dims; d += 1)
        taste[d] = (taste[d] as number) + weight * (index.dense[base + d] as number);
      evidence.push({ album, weight, facts, matchedTags: tag ? [tag[0]] : [] });
    }
    if (isDisliked(facts)) blocked.add(album);
    else if (isFamiliar(facts)) {
      familiar.add(album);
      if (wantNew === 'yeah') blocked.add(album);
      else add(album, familiarLift(facts, inputs));
    }
  }
  if (wantNew === 'yeah') for (const album of records.recommended) blocked.add(album);
  const byArtist = new Set<number>();
  for (const [artist, { weight }] of records.artists) {
    if (weight < 0.3) continue;
    for (const album of artistAlbums(artist)) {
      if (blocked.has(album)) continue;
      byArtist.add(album);
      if (wantNew !== 'nah' || !familiar.has(album)) add(album, weights.artist * weight);
    }
  }
  let candidates: number[] | null = null;
  if (wantNew === 'nah') {
    const pool = [...new Set([...familiar, ...byArtist])].filter((album) => !blocked.has(album));
    if (pool.length > 0) candidates = pool.sort((a, b) => a - b);
  }
  const reasonFor = (album: number): PersonalReason | undefined => {
    const facts = records.facts.get(album);
    const lifts: [number, PersonalReason][] = [];
    if (facts && familiar.has(album) && wantNew !== 'yeah') familiarLift(facts, inputs, lifts);
    for (const artist of index.artistIds.subarray(
      index.artistStart[album],
      index.artistStart[album + 1],
    )) {
      const known = records.artists.get(artist);
      if (known && known.weight >= 0.3 && (wantNew !== 'nah' || !familiar.has(album))) {
        lifts.push([weights.artist * known.weight, { kind: 'artist', artist, top: known.top }]);
      }
    }
    return lifts.filter(([value]) => value > 0).sort((a, b) => b[0] - a[0])[0]?.[1];
  };
  const length = Math.hypot(...taste);
  evidence.sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight));
  return {
    taste: length > 0 ? taste.map((x) => (x * Math.min(1, length)) / length) : null,
    evidence,
    bonus,
    reasonFor,
    candidates,
    blocked,
    recent: records.recent,
    familiarFallback: wantNew === 'nah' && candidates === null,
  };
}
