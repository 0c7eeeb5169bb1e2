/** Quoting the listener: only words they typed, as they typed them, in short real spans. */

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
/** Where a quoted span may not begin or end: it would read as a cut-off fragment. */
const LOOSE_ENDS = new Set(
  `a an the and or but of to in on at for with by from my our your his her their its i i've
  i'm i'd we me so as is are was were be it that this all`.split(/\s+/),
);
const SPAN_WORDS = 4;
const WHOLE_FIELD_CHARS = 40;
const WHOLE_FIELD_WORDS = 6;

const fold = (word: string) => word.normalize('NFKC').toLowerCase().replace(/’/g, "'");

/** The field as typed, on one line, when it is short enough to quote whole. */
export function wholeField(text: string): string | undefined {
  const clean = oneLine(text);
  const words = clean.match(WORD) ?? [];
  return clean.length > 0 && clean.length <= WHOLE_FIELD_CHARS && words.length <= WHOLE_FIELD_WORDS
    ? clean
    : undefined;
}

export function oneLine(text: string): string {
  return text
    .replace(/[\p{Cc}“”"]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A word as the listener spelled it ("Frühstück" for the token "frühstück"), or undefined. */
export function typedWord(text: string, token: string): string | undefined {
  const wanted = fold(token);
  for (const match of text.matchAll(WORD)) {
    const word = match[0].replace(/^['’-]+|['’-]+$/g, '');
    if (fold(word) === wanted) return word;
  }
  return undefined;
}

/**
 * A short span of the typed text around the first of `words` it contains, inside one clause,
 * never starting or ending on a filler word: "redoing the kitchen floor" out of a long text.
 */
export function typedSpan(text: string, words: string[]): string | undefined {
  const wanted = new Set(words.map(fold));
  for (const clause of oneLine(text).split(/[,.;:!?()[\]{}\n]+|\s[-–—]\s/)) {
    const matches = [...clause.matchAll(WORD)];
    const found = matches.map((m) => m[0]);
    const at = found.findIndex((word) => wanted.has(fold(word)));
    if (at < 0) continue;
    let run = 1;
    while (at + run < found.length && wanted.has(fold(found[at + run] as string))) run += 1;
    // A phrase the listener typed ("after a house party") is quoted as itself, not cut across.
    let from = run > 1 ? at : Math.max(0, at - Math.floor((SPAN_WORDS - 1) / 2));
    let to = run > 1 ? at + run : Math.min(found.length, from + SPAN_WORDS);
    if (run === 1) from = Math.max(0, Math.min(from, to - SPAN_WORDS));
    while (from < at && LOOSE_ENDS.has(fold(found[from] as string))) from += 1;
    while (to - 1 > at && LOOSE_ENDS.has(fold(found[to - 1] as string))) to -= 1;
    const slice = (a: number, b: number) => {
      const first = matches[a] as RegExpMatchArray;
      const last = matches[b - 1] as RegExpMatchArray;
      return clause.slice(first.index, (last.index as number) + last[0].length);
    };
    // Long words make a long span: it shrinks to fit a quote whole, never cut with "…".
    while (to - from > 1 && slice(from, to).length > WHOLE_FIELD_CHARS) {
      if (to - 1 > at) to -= 1;
      else from += 1;
    }
    return slice(from, to);
  }
  return undefined;
}

/** Each distinct word once, in order: a cue matched four times is still one word. */
export function distinctWords(words: string): string[] {
  return [...new Set(words.split(/\s+/).filter(Boolean))];
}
