import { OTHER_LANGUAGE_CUES } from '../lexicon/other-languages.ts';
import { looksForeign } from './explain-language.ts';
import { distinctWords, typedWord, wholeField } from './explain-quote.ts';
import type { MomentContext } from './recommend-input.ts';
import type { Source } from './understanding.ts';

/** The listener's words for who they are with, spoken back to them: "my brother" → "your brother". */
export function yours(text: string): string {
  return text
    .replace(/\bmy\b/giu, 'your')
    .replace(/\bmine\b/giu, 'yours')
    .replace(/\bour\b/giu, 'your')
    .replace(/\bme\b/giu, 'you')
    .replace(/(?<=\p{L})['’]s$/u, '');
}

/**
 * How an explanation names what a source was read as. The lexicon names company broadly ("time
 * with family" for a brother, a mother or a cousin): the company is named in the listener's own
 * words instead, so a desert drive with a brother is time with your brother.
 */
export function readingName(label: string, source: Source, context: MomentContext): string {
  if (!label.startsWith('time with ') || label === 'time with a group') return label;
  const text = context[source.field as keyof MomentContext] ?? '';
  // "mi novia" read as a partner is "time with your partner", not "time with mi novia".
  if (looksForeign([text])) return label;
  if (source.field === 'company') {
    const whole = wholeField(text);
    if (whole) {
      const bare = !/\s/u.test(whole.trim()) && !isGroup(whole.trim());
      return `time with ${bare ? 'your ' : ''}${yours(whole)}`;
    }
  }
  const words = distinctWords(source.words);
  // "best friend" is named whole, never "time with your best".
  const typed = typedPhrase(text, words) ?? (words[0] ? typedWord(text, words[0]) : undefined);
  if (!typed || FOREIGN_CUES.has(typed.toLowerCase())) return label;
  const noun = typed.replace(/['’]s$/u, '');
  // "a first date" is time with your date; "dinner with family" is time with family.
  const yoursToo = new RegExp(`\\b(my|our)\\s+${noun}`, 'iu').test(text) || !isGroup(noun);
  return `time with ${yoursToo ? 'your ' : ''}${noun}`;
}

/** Cue words of other languages: "mes amis" is time with friends, never "time with amis". */
const FOREIGN_CUES = new Set(
  Object.values(OTHER_LANGUAGE_CUES).flatMap((cues) => cues.flatMap((cue) => cue.split(/\s+/u))),
);
const GROUPS = new Set(['family', 'people', 'folks', 'everyone', 'everybody', 'company', 'crew']);

function isGroup(noun: string): boolean {
  const word = noun.toLowerCase();
  return GROUPS.has(word) || (word.endsWith('s') && !word.endsWith('ss'));
}

/** Several words as the listener typed them together ("Best Friend"), or undefined. */
function typedPhrase(text: string, words: string[]): string | undefined {
  if (words.length < 2) return undefined;
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
  return new RegExp(`(?<!\\p{L})${escaped.join('\\s+')}(?!\\p{L})`, 'iu').exec(text)?.[0];
}
