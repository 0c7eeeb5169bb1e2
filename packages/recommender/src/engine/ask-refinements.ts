import type { Token } from '../text/tokenize.ts';
import { text } from './ask-tokens.ts';
import type { ExplicitAsks } from './explicit-asks.ts';

// How asks read together: a place or a period narrows a broad kind, a rule-out spares the kind
// asked for beside it, and a saying names a kind without asking for it.

/** Kinds so broad that a place named beside them says which: "ethiopian jazz", "irish folk". */
const BROAD_KINDS = new Set(
  ['jazz', 'jazz music', 'folk', 'folk music', 'blues', 'indie', 'rock', 'pop', 'hip hop', 'rap']
    .concat(['cumbia', 'guitar', 'electronic', 'dance', 'folk songs', 'traditional', 'trad'])
    .concat(['classical', 'classical music', 'piano', 'classical piano']),
);

/** "west african guitar music", "classical piano, romantic era": the place's or period's music. */
export function narrowToKind(asks: ExplicitAsks) {
  if (!asks.genres.some((ask) => ask.narrows)) return;
  asks.genres = asks.genres.filter((ask) => ask.narrows || !BROAD_KINDS.has(ask.words));
}

/** "southern soul, not motown": ruling Motown out never rules out the soul asked for. */
export function keepAskedFamilies(asks: ExplicitAsks) {
  const asked = new Set(asks.genres.flatMap((ask) => [ask.words, ...ask.families]));
  for (const not of asks.notGenres)
    if (!not.held) not.families = not.families.filter((f) => !asked.has(f));
  asks.notGenres = asks.notGenres.filter((not) => not.families.length > 0);
}

/** Sayings that name a kind of music without asking for it: "get out of a funk", "rock bottom". */
const IDIOMS: { word: string; before?: string[][]; after?: string }[] = [
  {
    word: 'funk',
    before: [
      ['in', 'a'],
      ['of', 'a'],
      ['in', 'such', 'a'],
    ],
  },
  { word: 'rock', after: 'bottom' },
  { word: 'soul', after: 'searching' },
];

export function idiom(tokens: readonly Token[], i: number, n: number): boolean {
  const words = text(tokens.slice(i, i + n));
  return IDIOMS.some(
    ({ word, before, after }) =>
      word === words &&
      ((after !== undefined && tokens[i + n]?.text === after) ||
        (before ?? []).some((lead) =>
          lead.every((w, k) => tokens[i - lead.length + k]?.text === w),
        )),
  );
}
