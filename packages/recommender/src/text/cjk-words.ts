import { GENRE_WORDS } from '../lexicon/genre-words.ts';
import { OTHER_LANGUAGE_CUES } from '../lexicon/other-languages.ts';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;
const KANA_ONLY = /^[\p{Script=Hiragana}ー]+$/u;

/** The Japanese words the lexicon and the kinds of music know, longest first by first character. */
const WORDS_BY_FIRST = buildDictionary(
  Object.values(OTHER_LANGUAGE_CUES)
    .flat()
    .concat(Object.keys(GENRE_WORDS))
    .filter((cue) => CJK.test(cue)),
);

function buildDictionary(words: string[]): Map<string, string[]> {
  const byFirst = new Map<string, string[]>();
  for (const word of new Set(words)) {
    const first = word[0] as string;
    byFirst.set(first, [...(byFirst.get(first) ?? []), word]);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.length - a.length);
  return byFirst;
}

/**
 * Japanese runs without spaces, and a particle does not always sit between two words
 * ("仕事帰りの電車"): the words the lexicon knows are cut out of the run, longest first, and
 * what lies between them stays a word of its own. Text without Japanese is returned as is.
 */
export function splitJapanese(part: string): string[] {
  if (!CJK.test(part)) return [part];
  const out: string[] = [];
  let pending = '';
  for (let i = 0; i < part.length;) {
    const word = WORDS_BY_FIRST.get(part[i] as string)?.find((w) => part.startsWith(w, i));
    if (!word) {
      pending += part[i];
      i += 1;
      continue;
    }
    if (pending) out.push(pending);
    pending = '';
    out.push(word);
    i += word.length;
  }
  if (pending) out.push(pending);
  return out;
}

/** Words that only hold a phrase together: "雨の日" is a rainy day, "日" alone says nothing more. */
const FILLERS = new Set(['日', '時', '中', '事', 'こと', 'とき']);

/** A leftover of hiragana alone is grammar ("の", "から"), not a word to read. */
export function isJapaneseGrammar(part: string): boolean {
  if (FILLERS.has(part)) return true;
  return (
    KANA_ONLY.test(part) &&
    part.length <= 3 &&
    !WORDS_BY_FIRST.get(part[0] as string)?.includes(part)
  );
}
