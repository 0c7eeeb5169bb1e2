import { DECADE_WORDS, OLD_PHRASES, OLDIES, RECENT_PHRASES } from '../lexicon/ask-words.ts';
import type { Token } from '../text/tokenize.ts';
import { text } from './ask-tokens.ts';
import type { Field } from './lexicon-matcher.ts';

/** Years asked for: a decade, a year, the newest records or the oldies. */
export interface YearAsk {
  words: string;
  field: Field;
  from: number;
  to: number;
}

/** Words before a bare decade number in another language: "années 80", "los 80". */
const DECADE_LEADS = new Set(['années', 'annees', 'anni', 'años', 'anos', 'los', 'die', 'jahre']);
/** "I only know 60s stuff" says what the listener knows, not what they want. */
const KNOWING = new Set(['know', 'knew', 'heard', 'grew']);

export function readYears(
  tokens: readonly Token[],
  field: Field,
  latestYear: number,
): YearAsk | null {
  // "old songs from her youth, 1950s": a decade or a year said outright beats "old songs".
  return yearsSaid(tokens, field, latestYear) ?? yearsPhrased(tokens, field, latestYear);
}

function yearsPhrased(tokens: readonly Token[], field: Field, latestYear: number): YearAsk | null {
  for (let i = 0; i < tokens.length; i += 1) {
    for (const phrase of RECENT_PHRASES) {
      if (phrase.every((w, k) => tokens[i + k]?.text === w)) {
        const words = text(tokens.slice(i, i + phrase.length));
        return { words, field, from: latestYear, to: latestYear };
      }
    }
    for (const phrase of OLD_PHRASES) {
      if (phrase.every((w, k) => tokens[i + k]?.text === w)) {
        const words = text(tokens.slice(i, i + phrase.length));
        return { words, field, from: OLDIES[0], to: OLDIES[1] };
      }
    }
  }
  return null;
}

function yearsSaid(tokens: readonly Token[], field: Field, latestYear: number): YearAsk | null {
  for (let i = 0; i < tokens.length; i += 1) {
    const word = (tokens[i] as Token).text;
    const decade = decadeOf(word) ?? foreignDecade(word, tokens[i - 1]?.text ?? '');
    // "I only know 60s stuff" says what the listener knows, not what they want.
    const known = tokens.slice(Math.max(0, i - 4), i).some((t) => KNOWING.has(t.text));
    if (decade !== null && !known && !anAge(tokens, i)) return decadeSpan(tokens, i, decade, field);
    const year = /^(19[2-9]\d|20[0-4]\d)$/.exec(word);
    if (year) {
      const value = Math.min(Number(year[1]), latestYear);
      return { words: word, field, from: value, to: value };
    }
  }
  return null;
}

const WHOSE = new Set(['their', 'his', 'her', 'my', 'our', 'your']);
/** Parts of a decade: "early 80s" is 1980–1983, "late 70s" 1976–1979. */
export const ERA_PARTS: Record<string, [number, number]> = {
  early: [0, 3],
  mid: [3, 6],
  late: [6, 9],
};

/** "guests in their 60s", "a man in his early 80s": an age, not a decade. */
function anAge(tokens: readonly Token[], i: number): boolean {
  let k = i - 1;
  if (ERA_PARTS[tokens[k]?.text ?? '']) k -= 1;
  return WHOSE.has(tokens[k]?.text ?? '') && tokens[k - 1]?.text === 'in';
}

/** The decade at token `i`, with its part ("early 80s") and up to a later one ("late 70s early 80s"). */
function decadeSpan(tokens: readonly Token[], i: number, decade: number, field: Field): YearAsk {
  const before = tokens[i - 1]?.text ?? '';
  const part = ERA_PARTS[before];
  const start = part || DECADE_LEADS.has(before) ? i - 1 : i;
  let to = decade + (part?.[1] ?? 9);
  let end = i;
  for (let k = i + 1; k <= i + 3 && k < tokens.length; k += 1) {
    const later = decadeOf((tokens[k] as Token).text);
    if (later === null || later <= decade) continue;
    to = later + (ERA_PARTS[tokens[k - 1]?.text ?? '']?.[1] ?? 9);
    end = k;
    break;
  }
  const words = text(tokens.slice(start, end + 1));
  return { words, field, from: decade + (part?.[0] ?? 0), to };
}

/** "années 80", "los 80", "anni 60", "80er": a decade in another language. */
function foreignDecade(word: string, before: string): number | null {
  const german = /^(\d)0er$/.exec(word);
  const bare = DECADE_LEADS.has(before) ? /^(\d)0$/.exec(word) : null;
  const tens = Number((german ?? bare)?.[1] ?? NaN) * 10;
  if (Number.isNaN(tens)) return null;
  return tens >= 30 ? 1900 + tens : 2000 + tens;
}

export function decadeOf(word: string): number | null {
  const named = DECADE_WORDS[word];
  if (named !== undefined) return named;
  // "80年代", "1980年代": Japanese names a decade with 年代.
  const full = /^(19|20)(\d)0(?:'?s|年代)$/.exec(word);
  if (full) return Number(`${full[1]}${full[2]}0`);
  const short = /^(\d)0(?:'?s|年代)$/.exec(word);
  if (short) {
    const tens = Number(short[1]) * 10;
    return tens >= 30 ? 1900 + tens : 2000 + tens;
  }
  return null;
}
