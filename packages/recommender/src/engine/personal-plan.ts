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
  /** Per album: summed bonus and the reason that gave the most of it. */
  bonus: Map<number, { value: number; reason: PersonalReason; strongest: number }>;
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

export function planPersonal({
  index,
  records,
  wantNew,
  hour,
  tagFit,
  artistAlbums,
}: PlanInputs): PersonalPlan {
  const weights = BONUS[wantNew];
  const plan: PersonalPlan = {
    taste: null,
    evidence: [],
    bonus: new Map(),
    candidates: null,
    blocked: new Set(),
    recent: records.recent,
    familiarFallback: false,
  };
  const give = (album: number, value: number, reason: PersonalReason) => {
    if (value <= 0) return;
    const current = plan.bonus.get(album);
    if (!current) plan.bonus.set(album, { value, reason, strongest: value });
    else {
      current.value += value;
      if (value > current.strongest) Object.assign(current, { strongest: value, reason });
    }
  };
  const taste = new Float32Array(index.dims);
  const familiar = new Set<number>();
  for (const [album, facts] of records.facts) {
    const fits = facts.tags.map((tag) => [tag, tagFit(tag)] as const).filter(([, fit]) => fit > 0);
    const tagRelevance = fits.reduce((max, [, fit]) => Math.max(max, fit), 0);
    let weight =
      facts.rating !== null
        ? (facts.rating - 5.5) / 4.5
        : facts.favourite
          ? 0.8
          : facts.saved
            ? 0.35
            : facts.plays > 0
              ? 0.2 * Math.min(1, Math.log2(1 + facts.plays) / 3)
              : facts.known
                ? 0.1
                : 0;
    if (facts.tags.length > 0) weight *= 0.4 + 1.2 * tagRelevance;
    if (weight !== 0) {
      for (let d = 0; d < index.dims; d += 1)
        taste[d] = (taste[d] as number) + weight * (index.dense[album * index.dims + d] as number);
      plan.evidence.push({ album, weight, facts, matchedTags: fits.map(([tag]) => tag) });
    }
    if (isDisliked(facts)) {
      plan.blocked.add(album);
      continue;
    }
    if (!isFamiliar(facts)) continue;
    familiar.add(album);
    if (wantNew === 'yeah') {
      plan.blocked.add(album);
      continue;
    }
    const best = fits.sort((a, b) => b[1] - a[1])[0];
    if (best && facts.rating !== null && facts.rating >= 6)
      give(album, weights.tag * best[1], { kind: 'tagged', tag: best[0], rating: facts.rating });
    else if (best && facts.rating === null)
      give(album, weights.tag * best[1] * 0.8, { kind: 'tagged', tag: best[0], rating: null });
    const loved = facts.favourite ? 9 : (facts.rating ?? 0);
    if (loved >= 6)
      give(album, (weights.loved * (loved - 5)) / 5, {
        kind: 'loved',
        rating: facts.rating,
        favourite: facts.favourite,
      });
    if (hour !== undefined && facts.playHours.length > 0) {
      const near = facts.playHours.filter(
        (h) => Math.min(Math.abs(h - hour), 24 - Math.abs(h - hour)) <= 2,
      ).length;
      const share = (near / facts.playHours.length) * Math.min(1, near / 3);
      if (share > 0) give(album, weights.hour * share, { kind: 'played-now', plays: near });
    }
    give(album, weights.library, {
      kind: 'library',
      saved: facts.saved,
      plays: facts.plays,
      rating: facts.rating,
    });
  }
  if (wantNew === 'yeah') for (const album of records.recommended) plan.blocked.add(album);
  const byArtist = new Set<number>();
  for (const [artist, { weight, top }] of records.artists) {
    if (weight < 0.3) continue;
    for (const album of artistAlbums(artist)) {
      if (plan.blocked.has(album)) continue;
      byArtist.add(album);
      if (!familiar.has(album) || wantNew !== 'nah')
        give(album, weights.artist * weight, { kind: 'artist', artist, top });
    }
  }
  if (wantNew === 'nah') {
    const pool = [...new Set([...familiar, ...byArtist])].filter(
      (album) => !plan.blocked.has(album),
    );
    if (pool.length > 0) plan.candidates = pool.sort((a, b) => a - b);
    else plan.familiarFallback = true;
  }
  const length = Math.hypot(...taste);
  if (length > 0) {
    const scale = Math.min(1, length) / length;
    plan.taste = taste.map((x) => x * scale);
  }
  plan.evidence.sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight));
  return plan;
}
