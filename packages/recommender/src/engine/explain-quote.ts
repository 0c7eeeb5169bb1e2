/** Quoting the listener: only words they typed, as they typed them, in short real spans. */

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const WHOLE_FIELD_CHARS = 40;
const WHOLE_FIELD_WORDS = 8;
/** Words a clause may open with that belong to the clause before: "and", "but". */
const CONJUNCTIONS = new Set(['and', 'but', 'or', 'so', 'y', 'e', 'et', 'und', 'ou', 'o']);

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
 * The typed words read, as typed: the whole clause around them when it is short ("3am brain
 * wont shut up"), else just the words themselves ("crying"), never a cut-off fragment
 * ("dad after", "de noche por la").
 */
export function typedSpan(text: string, words: string[]): string | undefined {
  const wanted = new Set(words.map(fold));
  for (const clause of oneLine(text).split(/[,.;:!?()[\]{}\n]+|\s[-–—]\s/)) {
    const matches = [...clause.matchAll(WORD)];
    const at = matches.findIndex((m) => wanted.has(fold(m[0])));
    if (at < 0) continue;
    let from = 0;
    while (from < at && CONJUNCTIONS.has(fold((matches[from] as RegExpMatchArray)[0]))) from += 1;
    const last = matches[matches.length - 1] as RegExpMatchArray;
    const whole = clause.slice(
      (matches[from] as RegExpMatchArray).index,
      (last.index as number) + last[0].length,
    );
    if (whole.length <= WHOLE_FIELD_CHARS && matches.length - from <= WHOLE_FIELD_WORDS)
      return whole;
    const run = contentRun(matches, wanted, at);
    if (!run) continue;
    const first = matches[run[0]] as RegExpMatchArray;
    const end = matches[run[1] - 1] as RegExpMatchArray;
    return clause.slice(first.index, (end.index as number) + end[0].length);
  }
  return undefined;
}

/** Words that say nothing quoted alone or at the edge of a quote: "in", "to the hospital to". */
const FUNCTION_WORDS = new Set(
  `a an the to in on at of for with by from and or but my our your his her their is are was
  el la los las un una de del en por para con y le les des du au et pour avec sur der die das
  den dem ein eine mit und für zu im am il lo di da per o os as um uma do dos na no em com`.split(
    /\s+/,
  ),
);

/** The first run of read words, from `at` on, that holds a word of content, edges trimmed. */
function contentRun(
  matches: RegExpMatchArray[],
  wanted: Set<string>,
  at: number,
): [number, number] | undefined {
  const word = (k: number) => fold((matches[k] as RegExpMatchArray)[0]);
  for (let start = at; start < matches.length; start += 1) {
    if (!wanted.has(word(start))) continue;
    let end = start + 1;
    while (end < matches.length && wanted.has(word(end))) end += 1;
    let from = start;
    let to = end;
    while (from < to && FUNCTION_WORDS.has(word(from))) from += 1;
    while (to > from && FUNCTION_WORDS.has(word(to - 1))) to -= 1;
    if (from < to) return [from, to];
    start = end - 1;
  }
  return undefined;
}

/** Each distinct word once, in order: a cue matched four times is still one word. */
export function distinctWords(words: string): string[] {
  return [...new Set(words.split(/\s+/).filter(Boolean))];
}
