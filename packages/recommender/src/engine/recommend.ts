import { artistKey } from '../text/name-key.ts';
import { collectWishes, computeAffinity } from './affinity.ts';
import { artistNames } from './album-lookups.ts';
import { communityBonuses } from './community.ts';
import type { EngineCore } from './engine-core.ts';
import { explain } from './explain.ts';
import { closestEvidence, matchedTerms } from './explain-facts.ts';
import { readListener } from './listener-signals.ts';
import { contextFamilies } from './moment-matcher.ts';
import { planPersonal } from './personal-plan.ts';
import { rankAlbums } from './rank.ts';
import type { RecommendInput, Recommendation } from './recommend-input.ts';
import type { Source } from './understanding.ts';
import { pickDiverse } from './pick-diverse.ts';
import { validateInput } from './validate-input.ts';
import { addScaled } from '../vectors/vector-math.ts';
import { project } from './projection.ts';

const MAX_TOP = 100;

export function recommendWith(core: EngineCore, raw: RecommendInput): Recommendation[] {
  const input = validateInput(raw);
  const top = Math.min(MAX_TOP, input.top ?? 10);
  const { index } = core;
  const understanding = core.reader.read(input.context, input.hour, input.weekday);
  const wishes = collectWishes(understanding);
  const affinity = computeAffinity(wishes, core.terms, core.similarity, core.scratch.affinity);
  const wordSpace = new Float32Array(core.vectors.dims);
  for (const wish of wishes) {
    if (wish.genre) continue;
    const vector = core.vectors.phrase(wish.word);
    if (vector) addScaled(wordSpace, vector, wish.weight);
  }
  const contextVector = project(index.axes, index.dims, wordSpace);
  const families = contextFamilies(understanding);
  const fit = (label: string) => core.moments.relevance(label, understanding, input.hour, families);
  const records = readListener(index, input.profile);
  const plan = planPersonal({
    index,
    records,
    wantNew: input.wantNew,
    hour: input.hour,
    tagFit: fit,
    artistAlbums: (artist) =>
      core.artistAlbums.subarray(core.artistAlbumStart[artist], core.artistAlbumStart[artist + 1]),
  });
  const community = communityBonuses(index, input.community, fit);
  const ranked = rankAlbums(core, {
    affinity: affinity.byTerm,
    contextVector: contextVector.some((x) => x !== 0) ? contextVector : null,
    plan,
    community,
    eras: understanding.eras,
    seed: input.seed ?? 0,
    pool: Math.max(top * 4, 20),
  });
  const sourcesCache = new Map<number, Source[]>();
  const timeLabel = understanding.targets.find((t) => t.source.field === 'time')?.source.words;
  return pickDiverse(
    ranked,
    top,
    (album) => index.artistIds[index.artistStart[album] as number] ?? -1,
  ).map((result) => {
    const album = index.albums[result.album] as (typeof index.albums)[number];
    const reason = plan.reasonFor(result.album);
    const close = closestEvidence(core, plan, result.album);
    const reasonArtist =
      reason?.kind === 'artist'
        ? (records.artistNames.get(reason.artist) ??
          artistNames(album).find(
            (name) => index.artistIdByKey.get(artistKey(name)) === reason.artist,
          ))
        : undefined;
    const text = explain({
      album,
      parts: result.parts,
      terms: matchedTerms(core, affinity, result.album, sourcesCache),
      context: input.context,
      readText: understanding.readText,
      timeLabel,
      era: understanding.eras[0],
      reason,
      reasonArtist,
      evidence: close
        ? { evidence: close, album: index.albums[close.album] as typeof album }
        : undefined,
      community: community.get(result.album),
      wantNew: input.wantNew,
      familiarFallback: plan.familiarFallback,
      knowsListener: records.facts.size > 0 || records.recommended.length > 0,
    });
    return { album, score: result.score, parts: result.parts, ...text };
  });
}
