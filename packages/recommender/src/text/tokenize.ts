import { isJapaneseGrammar, splitJapanese } from './cjk-words.ts';
import { EMOJI_WORDS } from './emoji-words.ts';
import { RecentCache } from './recent-cache.ts';
import { spelledOut } from './slang.ts';
import { CLAUSE_BREAKS, NEGATORS, STOPWORDS } from './stopwords.ts';

/** Longer texts are cut: a moment is described in a sentence, and the work must stay bounded. */
export const MAX_TEXT_CHARS = 600;
const MAX_TOKENS = 60;
const NEGATION_REACH = 3;
const PURPOSE = new Set(['for', 'while', 'para', 'pour', 'für', 'per', 'pra', 'während']);

export interface Token {
  text: string;
  /** Position among all tokens of the text, stopwords included (for phrases). */
  position: number;
  stop: boolean;
  negated: boolean;
}

const JAPANESE_PARTICLE =
  /(?<=[\p{Script=Han}\p{Script=Katakana}ー])[でとのにをはがもへや](?=[\p{Script=Han}\p{Script=Katakana}])/gu;
/** "90th", "3rd": a count, not a word to read ("my grandfather's 90th birthday"). */
const ORDINAL = /^\d+(?:st|nd|rd|th)$/;
/** "my 6yo", "a 4 year old", "our 3-month-old": who is meant, in the words the lexicon reads. */
const AGE =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*-?\s*(yo|y\/o|yrs? olds?|years? olds?|yr-olds?|year-olds?|months? olds?|month-olds?)\b/g;
const NUMBER_WORDS = 'one two three four five six seven eight nine ten eleven twelve'.split(' ');
function ageWord(count: string, unit: string): string {
  const n = NUMBER_WORDS.includes(count) ? NUMBER_WORDS.indexOf(count) + 1 : Number(count);
  if (unit.startsWith('month') || n < 1) return 'baby';
  if (n <= 4) return 'toddler';
  return n <= 12 ? 'child' : n <= 19 ? 'teenager' : '';
}
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI_KEYS = Object.keys(EMOJI_WORDS).sort((a, b) => b.length - a.length);

function replaceEmoji(text: string): string {
  if (!PICTOGRAPH.test(text)) return text;
  let out = text;
  for (const emoji of EMOJI_KEYS) {
    if (out.includes(emoji)) out = out.split(emoji).join(` ${EMOJI_WORDS[emoji]} `);
  }
  return out.replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, ' ');
}

export function normaliseText(raw: string): string {
  return (
    replaceEmoji(raw.slice(0, MAX_TEXT_CHARS).normalize('NFKC'))
      .toLowerCase()
      .replace(/[’‘`´]/g, "'")
      .replace(/&/g, ' and ')
      .replace(
        /\b(\d{1,2})(?::\d\d)?\s*(am|pm|a\.m\.|p\.m\.)(?![a-z])/g,
        (_m, h: string, p: string) => ` ${Number(h)}${p[0]}m `,
      )
      .replace(AGE, (_m, n: string, unit: string) => ` ${ageWord(n, unit)} `)
      // "she left last night" says when, not that it is night now.
      .replace(/\blast night\b/g, ' ')
      // "soooo tired", "gooo": a letter held for effect is one letter.
      .replace(/(\p{L})\1{2,}/gu, '$1')
      // Japanese runs without spaces: a particle between two words parts them ("家族で夕食").
      .replace(JAPANESE_PARTICLE, ' ')
      .replace(/[^\p{L}\p{N}'\s-]+/gu, ' . ')
      .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, ' ')
  );
}

/** Texts tokenised most recently: a moment's fields are read several times, and recur. */
const known = new RecentCache<string, readonly Token[]>(2048);

/**
 * Splits a description into tokens, marking stopwords and words under a negation. Shared:
 * the tokens are frozen.
 */
export function tokenize(raw: string): readonly Token[] {
  // Only the first MAX_TEXT_CHARS count, so they are the key: a huge text is not kept whole.
  return known.read(raw.slice(0, MAX_TEXT_CHARS), tokensOf);
}

function tokensOf(raw: string): readonly Token[] {
  const parts = normaliseText(raw)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_TOKENS * 2)
    .flatMap(splitJapanese)
    .flatMap(spelledOut);
  const tokens: Token[] = [];
  let negationLeft = 0;
  for (const part of parts) {
    // "anything but calm" negates; any other "but" starts a new clause.
    const anythingBut = part === 'but' && tokens.at(-1)?.text === 'anything';
    // "no vocals for studying", "sin letra para concentrarme": what it is for is not negated.
    if (part === '.' || PURPOSE.has(part) || (CLAUSE_BREAKS.has(part) && !anythingBut)) {
      negationLeft = 0;
      if (part === '.') continue;
    }
    const negator = NEGATORS.has(part) || anythingBut;
    const stop =
      negator ||
      STOPWORDS.has(part) ||
      CLAUSE_BREAKS.has(part) ||
      ORDINAL.test(part) ||
      isJapaneseGrammar(part);
    tokens.push(
      Object.freeze({
        text: part,
        position: tokens.length,
        stop,
        negated: !negator && negationLeft > 0,
      }),
    );
    if (negator) negationLeft = NEGATION_REACH;
    else if (!stop) negationLeft = Math.max(0, negationLeft - 1);
    if (tokens.length >= MAX_TOKENS) break;
  }
  return Object.freeze(tokens);
}
