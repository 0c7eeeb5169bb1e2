import type { AlbumIndex } from './album-index.ts';
import type { AlbumFacts, ListenerRecords } from './listener-signals.ts';
import type { WantNew } from './recommend-input.ts';

/** Why the listener's own data favoured an album, for the explanation. */
export type PersonalReason =
  | { kind: 'tagged'; tag: string; rating: number | null }
  | { kind: 'played-now'; plays: number }
  | { kind: 'loved'; rating: number | null; favourite: boolean }
  | { kind: 'library'; saved: boolean; plays: number; rating: number | null }
  | { kind: 'artist'; artist: number; top: boolean };

export const BONUS: Record<
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
export function bestTag(
  facts: AlbumFacts,
  tagFit: (tag: string) => number,
): [string, number] | null {
  let best: [string, number] | null = null;
  for (const tag of facts.tags) {
    const fit = tagFit(tag);
    if (fit > 0 && (!best || fit > best[1])) best = [tag, fit];
  }
  return best;
}

export function tasteWeight(facts: AlbumFacts, tagRelevance: number): number {
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
export function familiarLift(
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
