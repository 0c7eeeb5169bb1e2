import {
  NEGATED_CONSTRAINTS,
  NEGATED_KINDS,
  NEGATED_WORDS,
  POPULAR_PHRASES,
} from '../lexicon/ask-words.ts';
import type { Token } from '../text/tokenize.ts';
import { text } from './ask-tokens.ts';
import type { ExplicitAsks } from './explicit-asks.ts';

// Asks that hold as constraints ("no vocals", "something really quiet") and asks for how known
// a record is ("80s hits", "no big hits").

/** "french chanson, female singer": the voice asked for. */
const VOICES: Record<string, string> = {
  'female singer': 'female vocals',
  'female vocals': 'female vocals',
  'female vocalist': 'female vocals',
  'woman singer': 'female vocals',
  'women singers': 'female vocals',
  'male singer': 'male vocals',
  'male vocals': 'male vocals',
  'male vocalist': 'male vocals',
};

function readVoice(tokens: readonly Token[], asks: ExplicitAsks) {
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const voice = VOICES[text(tokens.slice(i, i + 2))];
    if (!voice || tokens[i]?.negated || asks.wantDescriptors.includes(voice)) continue;
    asks.wantDescriptors.push(voice);
  }
}

/** "something really quiet": said outright, quiet holds as "nothing too loud" does. */
const QUIET_LEADS = new Set(['really', 'very', 'super', 'totally', 'something', 'completely']);
const BACKGROUND_LEADS = new Set(['light', 'quiet', 'soft', 'gentle', 'low']);

/** "no vocals", "nothing too loud": negations that hold as constraints. */
export function readConstraints(tokens: readonly Token[], asks: ExplicitAsks) {
  readVoice(tokens, asks);
  tokens.forEach((token, i) => {
    if (token.negated) return;
    // "light background music" at a reception: under the talk, never over it.
    const background =
      token.text === 'background' && BACKGROUND_LEADS.has(tokens[i - 1]?.text ?? '');
    const quiet = token.text === 'quiet' && QUIET_LEADS.has(tokens[i - 1]?.text ?? '');
    if (!background && !quiet) return;
    for (const d of NEGATED_CONSTRAINTS.loud?.ruleOut ?? [])
      if (!asks.notDescriptors.includes(d)) asks.notDescriptors.push(d);
  });
  for (const token of tokens) {
    if (!token.negated) continue;
    const kinds = NEGATED_KINDS[token.text];
    if (kinds)
      asks.notGenres.push({
        words: token.text,
        field: 'situation',
        families: kinds,
        descriptors: [],
        held: true,
      });
    const name = NEGATED_WORDS[token.text];
    const constraint = name ? NEGATED_CONSTRAINTS[name] : undefined;
    if (!constraint) continue;
    for (const d of constraint.ruleOut)
      if (!asks.notDescriptors.includes(d)) asks.notDescriptors.push(d);
    for (const d of constraint.want ?? [])
      if (!asks.wantDescriptors.includes(d)) asks.wantDescriptors.push(d);
  }
}

/** Asks for records not everybody knows. */
const OBSCURE_PHRASES = [
  ['deep', 'cuts'],
  ['hidden', 'gems'],
  ['lesser', 'known'],
  ['lesser-known'],
  ['underrated'],
  ['obscure'],
  ['b-sides'],
];

/** "no big hits", "deep cuts", "hidden gems": the listener's words, or null. */
export function readObscure(tokens: readonly Token[]): string | null {
  for (let i = 0; i < tokens.length; i += 1) {
    const found = OBSCURE_PHRASES.find((words) => words.every((w, k) => tokens[i + k]?.text === w));
    if (found) return text(tokens.slice(i, i + found.length));
    // A negated ask for hits: "no big hits", "nothing too popular".
    const token = tokens[i] as Token;
    if (token.negated && ['hits', 'popular', 'mainstream', 'obvious'].includes(token.text))
      return text(tokens.slice(Math.max(0, i - 1), i + 1));
  }
  return null;
}

export function readPopular(tokens: readonly Token[]): string | null {
  for (let i = 0; i < tokens.length; i += 1) {
    if ((tokens[i] as Token).negated) continue;
    const phrase = POPULAR_PHRASES.find((words) =>
      words.every((w, k) => tokens[i + k]?.text === w),
    );
    if (phrase) return text(tokens.slice(i, i + phrase.length));
  }
  return null;
}
