import type { AlbumFacts } from './listener-signals.ts';
import { isDisliked, isFamiliar } from './listener-signals.ts';
import {
  BONUS,
  bestTag,
  familiarLift,
  tasteWeight,
  type PersonalReason,
  type PlanInputs,
} from './personal-lifts.ts';

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
  /** A whole group never picked besides (adult records with family company), or null. */
  alsoBlocked: Int32Array | null;
  /** Recently recommended, most recent first: picked only when nothing else is left. */
  recent: number[];
  /** nah asked for familiar ground but the listener has none in this catalog. */
  familiarFallback: boolean;
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
    alsoBlocked: null,
    recent: records.recent,
    familiarFallback: wantNew === 'nah' && candidates === null,
  };
}
