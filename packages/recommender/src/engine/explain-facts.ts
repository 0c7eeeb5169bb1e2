import { CONTENT_WARNINGS } from '../lexicon/content-warnings.ts';
import type { Affinity } from './affinity.ts';
import { termSources } from './affinity.ts';
import type { EngineCore } from './engine-core.ts';
import type { PersonalPlan, TasteEvidence } from './personal-plan.ts';
import type { Source } from './understanding.ts';

export interface MatchedTerm {
  text: string;
  genre: boolean;
  /** Share of the album's positive context fit that this term brought. */
  share: number;
  /** What in the moment asked for it, strongest first (empty when nothing did). */
  sources: Source[];
}

/**
 * Content warnings may well fit ("furious" finds hateful records) but are no reason to offer an
 * album: the explanation names them only when the listener used the word themselves.
 */
const NOT_A_SELLING_POINT = new Set<string>(CONTENT_WARNINGS);

const saidByListener = (word: string, sources: Source[]) =>
  sources.some((source) => source.field !== 'time' && source.words.toLowerCase().includes(word));

/** The album's descriptors and genres that answered the moment, strongest first. */
export function matchedTerms(
  core: EngineCore,
  affinity: Affinity,
  album: number,
  /** Per moment: albums share terms, and a term's sources depend only on the moment. */
  sourcesCache = new Map<number, Source[]>(),
): MatchedTerm[] {
  const { termStart, termIds, termWeights } = core.index;
  const found: { term: number; value: number }[] = [];
  let total = 0;
  for (let k = termStart[album] as number; k < (termStart[album + 1] as number); k += 1) {
    const term = termIds[k] as number;
    const value = (termWeights[k] as number) * (affinity.byTerm[term] as number);
    if (value <= 0) continue;
    found.push({ term, value });
    total += value;
  }
  return found
    .sort((a, b) => b.value - a.value)
    .filter((f) => f.value >= 0.1 * total)
    .map(({ term, value }) => ({
      text: core.terms.text[term] as string,
      genre: core.terms.isGenre[term] === 1,
      share: value / total,
      sources: cachedSources(sourcesCache, term, () => termSources(affinity, term)),
    }))
    .filter((t) => {
      const word = t.text.toLowerCase();
      return !NOT_A_SELLING_POINT.has(word) || saidByListener(word, t.sources);
    })
    .slice(0, 4);
}

function cachedSources(cache: Map<number, Source[]>, term: number, find: () => Source[]): Source[] {
  let sources = cache.get(term);
  if (!sources) cache.set(term, (sources = find()));
  return sources;
}

/**
 * How alike two albums must be to say one "sits close to" the other: about the closest 1 % of
 * random pairs in the built-in catalog (Blue and Hejira 0.73, Ocean Beach and Either / Or 0.92;
 * Blue and Madvillainy 0.09). A looser bar named unrelated albums as close.
 */
export const CLOSE_ALBUMS = 0.7;

/** The album the listener rated or kept that this pick sits closest to, when that counted. */
export function closestEvidence(
  core: EngineCore,
  plan: PersonalPlan,
  album: number,
): TasteEvidence | undefined {
  const { dense, dims } = core.index;
  let best: { evidence: TasteEvidence; pull: number } | undefined;
  for (const evidence of plan.evidence.slice(0, 50)) {
    if (evidence.weight <= 0 || evidence.album === album) continue;
    let similarity = 0;
    for (let d = 0; d < dims; d += 1) {
      similarity +=
        (dense[album * dims + d] as number) * (dense[evidence.album * dims + d] as number);
    }
    const pull = evidence.weight * similarity;
    if (similarity >= CLOSE_ALBUMS && (!best || pull > best.pull)) best = { evidence, pull };
  }
  return best?.evidence;
}
