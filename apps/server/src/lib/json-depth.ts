/**
 * How deep JSON bodies may nest: objects and arrays inside one another. The product's deepest
 * request (a logged event's details) needs a handful of levels; the limit sits far above that
 * and far below what exhausts the stack of code that walks a parsed value recursively
 * (validation, JSON.stringify, logging), which thousands of levels do.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * The deepest nesting in a JSON text, found in one pass without recursion, or Infinity as soon as
 * it passes `limit`. Brackets inside strings do not count. Malformed text is the parser's to
 * refuse; this only measures.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
      if (depth > limit) return Infinity;
      if (depth > deepest) deepest = depth;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return deepest;
}
