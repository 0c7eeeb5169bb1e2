import type { Token } from '../text/tokenize.ts';

/** Words rarer than this in the word vectors can name an artist or a genre as typed. */
export const COMMON_WORD_RANK = 20000;

/** The words of a span of tokens, as typed. */
export const text = (tokens: readonly Token[]) => tokens.map((t) => t.text).join(' ');
