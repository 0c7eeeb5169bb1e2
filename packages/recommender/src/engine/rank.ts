import type { CommunityBonus } from './community.ts';
import { GROUPS, holdGroup, type FitOrder } from './fit-order.ts';
import type { EngineCore } from './engine-core.ts';
import type { PersonalPlan } from './personal-plan.ts';
import type { ScoreParts } from './recommend-input.ts';
import { BLOCKED, RECENT, dotRow, eraFit, repeatPenalty, scorePass } from './score-passes.ts';
import { WEIGHTS } from './score-weights.ts';
import { variety } from './seeded-variety.ts';
import type { EraHint } from './understanding.ts';

export interface RankRequest {
  /** Every album's fit with the moment, from its terms (see MomentReading). */
  contextFit: Float32Array;
  /** Albums that fit the moment at all, grouped best fit first (see MomentReading). */
  byFit: FitOrder;
  /** Unit vector of the moment's wishes, or null. */
  contextVector: Float32Array | null;
  plan: PersonalPlan;
  community: Map<number, CommunityBonus>;
  eras: EraHint[];
  seed: number;
  pool: number;
}

export interface Ranked {
  album: number;
  score: number;
  parts: ScoreParts;
}

/** Scores every allowed album and keeps the best `pool`, best first. */
export function rankAlbums(core: EngineCore, request: RankRequest): Ranked[] {
  const { index } = core;
  const { extra, blocked } = core.scratch;
  const context = request.contextFit;
  const { plan } = request;
  blocked.fill(0);
  extra.fill(0);
  for (const album of plan.recent) blocked[album] = RECENT;
  for (const album of plan.blocked) blocked[album] = BLOCKED;
  if (plan.alsoBlocked) for (const album of plan.alsoBlocked) blocked[album] = BLOCKED;
  const lifted: number[] = [];
  const lift = (album: number, value: number) => {
    if (extra[album] === 0) lifted.push(album);
    extra[album] = (extra[album] as number) + value;
  };
  for (const [album, value] of plan.bonus) lift(album, value);
  for (const [album, bonus] of request.community) lift(album, bonus.value);
  const list = plan.candidates;
  const max = bestAllowed(context, blocked, list, request.byFit);
  const inverse = max > 1e-9 ? 1 / max : 0;
  const query = new Float32Array(index.dims);
  for (let d = 0; d < index.dims; d += 1) {
    query[d] =
      WEIGHTS.denseContext * (request.contextVector?.[d] ?? 0) +
      WEIGHTS.taste * (plan.taste?.[d] ?? 0);
  }
  const pass = {
    index,
    context,
    inverse,
    extra,
    lifted,
    byFit: request.byFit,
    blocked,
    list,
    query,
    request,
    allowRecent: false,
  };
  let best = scorePass(pass);
  if (best.length === 0) best = scorePass({ ...pass, allowRecent: true });
  return best.map(({ album }) => ({ album, ...scoreParts(core, request, album, inverse) }));
}

/** The best context fit among the albums that may be picked. */
function bestAllowed(
  fit: Float32Array,
  blocked: Uint8Array,
  list: number[] | null,
  byFit: FitOrder,
): number {
  if (!list) {
    // The best group with an allowed album holds the best allowed fit.
    for (let g = 0; g < GROUPS; g += 1) {
      holdGroup(byFit, g);
      let max = 0;
      for (let i = byFit.start[g] as number; i < (byFit.start[g + 1] as number); i += 1) {
        const a = byFit.albums[i] as number;
        if (blocked[a] !== BLOCKED && (fit[a] as number) > max) max = fit[a] as number;
      }
      if (max > 0) return max;
    }
    return 0;
  }
  let max = 0;
  for (const a of list) {
    if (blocked[a] !== BLOCKED && (fit[a] as number) > max) max = fit[a] as number;
  }
  return max;
}

function scoreParts(core: EngineCore, request: RankRequest, album: number, inverse: number) {
  const { index } = core;
  const { plan } = request;
  const contextDense = request.contextVector
    ? dotRow(index.dense, album, index.dims, request.contextVector)
    : 0;
  const taste = plan.taste ? dotRow(index.dense, album, index.dims, plan.taste) : 0;
  const parts: ScoreParts = {
    context: (request.contextFit[album] as number) * inverse + WEIGHTS.denseContext * contextDense,
    taste: WEIGHTS.taste * taste,
    familiarity: plan.bonus.get(album) ?? 0,
    community: request.community.get(album)?.value ?? 0,
    era: eraFit(index.year[album] as number, request.eras),
    quality: WEIGHTS.quality * (index.prior[album] as number),
    variety: WEIGHTS.variety * variety(request.seed, album),
    repeat: core.scratch.blocked[album] === RECENT ? -repeatPenalty(plan.recent, album) : 0,
  };
  const score = Object.values(parts).reduce((sum, part) => sum + part, 0);
  return { score, parts };
}
