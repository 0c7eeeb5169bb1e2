/**
 * One of the RYM lists glues a collaboration credit to the names it lists:
 * "Neil Young with Crazy HorseNeil YoungCrazy Horse". This splits such strings back into the
 * credit and the individual names, using names seen elsewhere in the data sets where possible.
 */
export interface RepairedCredit {
  credit: string;
  names: string[];
}

const SEPARATOR = /\s(&|and|with|x|\+|\/|feat\.?|featuring)\s|,\s|\S-\S|\s\/\s/i;

function isBoundary(text: string, at: number): boolean {
  const before = text[at - 1] ?? ' ';
  const char = text[at] ?? ' ';
  return /\S/.test(before) && !/[-'(/&]/.test(before) && /\p{Lu}/u.test(char);
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Splits `text` entirely into known names, or returns null. */
function segmentKnown(text: string, known: ReadonlySet<string>): string[] | null {
  const best: (string[] | null)[] = Array.from({ length: text.length + 1 }, () => null);
  best[0] = [];
  for (let start = 0; start < text.length; start += 1) {
    const prefix = best[start];
    if (!prefix) continue;
    for (let end = start + 1; end <= text.length; end += 1) {
      if (best[end]) continue;
      const piece = text.slice(start, end);
      if (known.has(piece)) best[end] = [...prefix, piece];
    }
  }
  return best[text.length] ?? null;
}

/** Splits at case boundaries, except inside words such as "McCartney" or "DeMarco". */
function segmentByCase(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let at = 1; at < text.length; at += 1) {
    if (!isBoundary(text, at) || !/[\p{Ll}\d.')\]]/u.test(text[at - 1] ?? '')) continue;
    const wordStart = Math.max(text.lastIndexOf(' ', at) + 1, start);
    if (text.slice(wordStart, at).replace(/[^\p{L}\p{N}]/gu, '').length <= 2) continue;
    parts.push(text.slice(start, at));
    start = at;
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

export function repairCredit(raw: string, known: ReadonlySet<string>): RepairedCredit {
  const text = raw.trim();
  const firstWord = fold(text.split(/[\s,&/]+/)[0] ?? '').replace(/^the$/, '');
  let fallback: { repaired: RepairedCredit; score: number } | null = null;
  for (let at = 2; at < text.length - 1; at += 1) {
    if (!isBoundary(text, at)) continue;
    const credit = text.slice(0, at);
    // A credit that itself still holds a glued name boundary was cut too late.
    if (!SEPARATOR.test(credit) || segmentByCase(credit).length > 1) continue;
    const rest = text.slice(at);
    const knownNames = segmentKnown(rest, known);
    if (knownNames && knownNames.length >= 2) return { credit, names: knownNames };
    const pieces = segmentByCase(rest);
    if (pieces.length < 2 || !/^\p{Lu}[\p{Ll}\s]/u.test(rest)) continue;
    // Without a full match on known names, the likeliest cut starts the names where the credit
    // starts and leaves the most pieces that are names seen elsewhere.
    const startsAlike = firstWord !== '' && fold(rest).startsWith(firstWord);
    const score = (startsAlike ? 2 : 0) + pieces.filter((piece) => known.has(piece)).length;
    if ((score > 0 || pieces.length >= 3) && (!fallback || score > fallback.score)) {
      fallback = { repaired: { credit, names: pieces }, score };
    }
  }
  return fallback?.repaired ?? { credit: text, names: [text] };
}
