import { addScaled } from '../vectors/vector-math.ts';
import { collectWishes, computeAffinity, type Affinity } from './affinity.ts';
import { askFit } from './ask-fit.ts';
import { favourKnown, favourLessKnown, pullAsks } from './ask-pull.ts';
import { discountPicturesAndTalk } from './pictures-and-talk.ts';
import { leanKnownInCompany } from './shared-moments.ts';
import type { EngineCore } from './engine-core.ts';
import { hasAsks, readAsks, type ExplicitAsks } from './explicit-asks.ts';
import { fitOrder, type FitOrder } from './fit-order.ts';
import { discountHubAlbums } from './hubness.ts';
import { contextFamilies } from './moment-matcher.ts';
import { project } from './projection.ts';
import type { RecommendInput } from './recommend-input.ts';
import { contextPass } from './context-pass.ts';
import { inSeason, seasonalAlbums } from './seasonal.ts';
import { ERA_PARTS } from './year-asks.ts';
import { isFamilyMoment } from './family-safety.ts';
import { childrensAlbums, ruledOutBy } from './ruled-out.ts';
import { RecentCache } from '../text/recent-cache.ts';
import type { Source, Understanding } from './understanding.ts';

/** A moment once understood: the same for every listener who describes it the same way. */
export interface MomentReading {
  understanding: Understanding;
  /** What the listener asked for outright (genre, years, an artist to sound like). */
  asks: ExplicitAsks;
  /** The words read as an ask ("90s", "cumbia", "motown" in "no motown"): understood words. */
  askWords: Set<string>;
  affinity: Affinity;
  /** Unit vector of the moment's wishes in album space, or null. */
  contextVector: Float32Array | null;
  families: ReturnType<typeof contextFamilies>;
  /** Every album's fit with the moment, from its terms, explicit asks first. */
  contextFit: Float32Array;
  /** The albums whose fit is above zero, grouped best fit first. */
  byFit: FitOrder;
  /** What in the moment asked for each term, worked out as explanations need it. */
  termSources: Map<number, Source[]>;
  /** Albums the moment rules out: "no jazz", cheer at a funeral. */
  ruledOut: Int32Array;
  /** How well each album answers what was asked outright (0–1), or null with no ask; read only. */
  askFit: Float32Array | null;
}

const KEPT_MOMENTS = 256;
/** Moments asked once that are remembered as such (their words only), to keep them if asked again. */
const ASKED_ONCE = 4096;
/** Arrays of a reading no longer kept, to be filled again rather than allocated. */
interface Spare {
  byTerm: Float32Array;
  contextFit: Float32Array;
}

/** The moment's fit from its words alone: what every other step starts from. */
export function wordFit(core: EngineCore, understanding: Understanding, spare?: Spare) {
  const { index } = core;
  const wishes = collectWishes(understanding);
  const affinity = computeAffinity(
    wishes,
    core.terms,
    core.similarity,
    spare?.byTerm ?? new Float32Array(core.terms.count),
  );
  // contextPass writes every album's fit, so a spare array needs no clearing.
  const contextFit = spare?.contextFit ?? new Float32Array(index.count);
  const { best, rest } = contextPass(index, affinity.byTerm, contextFit, core.hubMask);
  return { wishes, affinity, contextFit, best, rest };
}

/** The words of the asks both readings of them share: artists asked for or ruled out, hits or deep cuts. */
function namedInAsks(asks: ExplicitAsks): string[] {
  return [
    asks.artist?.words ?? '',
    ...asks.notArtists.map((ask) => ask.words),
    asks.popular ?? '',
    asks.obscure ?? '',
  ];
}

/** Reads the moment (words, hour, weekday) into everything ranking needs from it. */
function readMoment(
  core: EngineCore,
  context: RecommendInput['context'],
  hour: number | undefined,
  weekday: number | undefined,
  year: number | undefined,
  spare?: Spare,
): MomentReading {
  const { index } = core;
  const understanding = core.reader.read(context, hour, weekday);
  const latestYear = Math.min(year ?? core.asks.latestYear, core.asks.latestYear);
  const asks = readAsks(context, { ...core.asks, latestYear });
  // A genre or an artist asked for counts through the ask, not again as a plain word ("swift").
  const asked = new Set(
    [
      ...asks.genres.map((ask) => ask.words),
      ...namedInAsks(asks),
      // "but newer" after an artist is years, not a mood; "early 80s" is no early morning.
      asks.artist && asks.years ? asks.years.words : '',
      ...(asks.years?.words.split(' ').filter((word) => ERA_PARTS[word]) ?? []),
    ]
      .flatMap((words) => words.toLowerCase().split(/[\s-]+/))
      .filter(Boolean),
  );
  // "Hits" asks for known records, not for whatever moment the word sits near ("hit the club").
  const popular = new Set((asks.popular ?? '').split(/\s+/).filter(Boolean));
  understanding.targets = understanding.targets.filter(
    (t) =>
      !(t.source.words === t.word && asked.has(t.word)) &&
      !popular.has(t.source.words) &&
      // "Some blues" asks for the music, not for a blue mood.
      !(t.source.field !== 'time' && asked.has(t.source.words.toLowerCase())),
  );
  // "Taylor" sits near family names in word space: a word of the ask is read as nothing else.
  const byAsk = (source: Source) =>
    source.field !== 'time' && asked.has(source.words.toLowerCase());
  understanding.genreHints = understanding.genreHints.filter((hint) => !byAsk(hint.source));
  understanding.eras = understanding.eras.filter((era) => !byAsk(era.source));
  // Words read as an ask ("90s", "this year", an artist's name) are understood words.
  const askWords = new Set(
    [
      ...[...asks.genres, ...asks.notGenres].map((ask) => ask.words),
      asks.years?.words ?? '',
      ...namedInAsks(asks),
    ]
      .flatMap((words) => words.toLowerCase().split(/\s+/))
      .flatMap((word) => [word, ...word.split('-')])
      .filter(Boolean),
  );
  understanding.unknownWords = understanding.unknownWords.filter((word) => !askWords.has(word));
  // "not baby music" at a toddler's nap: an occasion's ask the listener ruled out is dropped.
  const refused = new Set(asks.notGenres.flatMap((ask) => ask.families));
  const occasionAsks = understanding.occasionAsks.filter(
    (ask) => !ask.families.some((family) => refused.has(family)),
  );
  if (asks.genres.length === 0) asks.genres.push(...occasionAsks);
  for (const ask of asks.genres) {
    const source: Source = { field: ask.field, words: ask.words, label: ask.words };
    for (const genre of ask.families.slice(0, 1))
      understanding.genreHints.push({ genre, weight: 1, source });
  }
  if (asks.years) {
    const { from, to, words, field } = asks.years;
    understanding.eras.unshift({ from, to, weight: 1, source: { field, words, label: words } });
  }
  // An ask is something the listener said, even in words that name no moment ("from this year").
  if (hasAsks(asks)) understanding.readText = true;
  const { wishes, affinity, contextFit, best, rest } = wordFit(core, understanding, spare);
  const wordSpace = new Float32Array(core.vectors.dims);
  for (const wish of wishes) {
    if (wish.genre) continue;
    const vector = core.vectors.phrase(wish.word);
    if (vector) addScaled(wordSpace, vector, wish.weight);
  }
  const projected = project(index.axes, index.dims, wordSpace);
  let fitBest: number | undefined = discountHubAlbums(
    contextFit,
    core.hubs,
    core.hubAlbums,
    best,
    rest,
  );
  if (discountPicturesAndTalk(core, understanding, contextFit)) fitBest = undefined;
  // Leaning visits every album anyway, and finds the best fit as it goes.
  const leaned = leanKnownInCompany(core, understanding, contextFit);
  if (leaned !== false) fitBest = leaned;
  const answer = askFit(core, asks);
  if (answer.fit) {
    // Where the moment rules records out (a funeral, church, the kids), an album described in no
    // words cannot be vouched for: how loved it is does not lift it.
    const unvouched = understanding.never.size > 0 ? index.albums : null;
    pullAsks(contextFit, answer.fit, index.prior, index.maxPrior, unvouched);
    fitBest = undefined;
  }
  if (asks.popular) {
    favourKnown(contextFit, index.known);
    fitBest = undefined;
  } else if (asks.obscure) {
    favourLessKnown(contextFit, index.known);
    fitBest = undefined;
  }
  return {
    understanding,
    asks,
    askWords,
    affinity,
    contextVector: projected.some((x) => x !== 0) ? projected : null,
    families: contextFamilies(understanding),
    contextFit,
    byFit: fitOrder(contextFit, fitBest),
    termSources: new Map(),
    askFit: answer.fit,
    ruledOut: ruledOutBy(
      core,
      [
        ...answer.ruledOut,
        ...(inSeason(understanding, asks) ? [] : seasonalAlbums(index)),
        // Records made for children are for moments with children, or asked for.
        ...(isFamilyMoment(understanding) || asks.genres.length > 0 ? [] : childrensAlbums(index)),
      ],
      understanding.never,
    ),
  };
}

/**
 * Readings of recent moments, most recently used last. Listeners describe their moments in
 * much the same words ("working", "studying"), and a reading costs more than the rest of a
 * recommendation, so the last few hundred are kept (about 100 KB each for a 12,000-album catalog).
 * A moment is kept from the second time it is asked: one asked once (a listener's own words) is
 * not carried from one garbage collection to the next, and its arrays serve the next reading.
 */
export function momentReadings(core: EngineCore) {
  const kept = new Map<string, MomentReading>();
  const askedOnce = new RecentCache<string, true>(ASKED_ONCE);
  let spare: Spare | undefined;
  /** The last reading not kept: used only within its own synchronous call, so free after it. */
  let passing: MomentReading | undefined;
  return (
    context: RecommendInput['context'],
    hour: number | undefined,
    weekday: number | undefined,
    year?: number,
  ): MomentReading => {
    const key = JSON.stringify([
      context.situation,
      context.company,
      context.mood,
      hour,
      weekday,
      year,
    ]);
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    if (passing) {
      spare ??= { byTerm: passing.affinity.byTerm, contextFit: passing.contextFit };
      passing = undefined;
    }
    const reading = readMoment(core, context, hour, weekday, year, spare);
    spare = undefined;
    if (askedOnce.get(key) === undefined) {
      askedOnce.set(key, true);
      passing = reading;
      return reading;
    }
    if (kept.size >= KEPT_MOMENTS) {
      const oldest = kept.keys().next().value as string;
      const gone = kept.get(oldest) as MomentReading;
      kept.delete(oldest);
      // Readings are used only within one synchronous call: the oldest one's arrays are free.
      spare = {
        byTerm: gone.affinity.byTerm,
        contextFit: gone.contextFit,
      };
    }
    kept.set(key, reading);
    return reading;
  };
}
