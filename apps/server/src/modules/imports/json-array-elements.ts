/** A JSON array file that is not one: the reason, for the listener. */
export class NotJsonArray extends Error {
  override name = 'NotJsonArray';
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** The index of the quote closing the string opened at `open`, or -1. */
function closingQuote(bytes: Buffer, open: number): number {
  let at = bytes.indexOf(QUOTE, open + 1);
  while (at > 0) {
    let slashes = 0;
    while (bytes[at - 1 - slashes] === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return at;
    at = bytes.indexOf(QUOTE, at + 1);
  }
  return -1;
}

/**
 * Where each element of a top-level JSON array starts and ends, as pairs of byte offsets. The
 * whole file is checked to be one complete list before any element is read, so a file cut short
 * is refused whole, as JSON.parse would; the elements themselves are parsed one at a time.
 */
export function jsonArraySpans(bytes: Buffer): Uint32Array {
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (at < bytes.length && isSpace(bytes[at] ?? 0)) at++;
  if (bytes[at] !== 0x5b) {
    throw new NotJsonArray(
      bytes[at] === 0x7b ? 'the file is not a JSON list' : 'the file is not complete JSON',
    );
  }
  let spans = new Uint32Array(1024);
  let count = 0;
  let depth = 1;
  let start = -1;
  let last = -1;
  const close = () => {
    if (start < 0) return;
    if (count + 2 > spans.length) {
      const grown = new Uint32Array(spans.length * 2);
      grown.set(spans);
      spans = grown;
    }
    spans[count++] = start;
    spans[count++] = last + 1;
    start = -1;
  };
  for (at++; at < bytes.length; at++) {
    const byte = bytes[at] ?? 0;
    if (isSpace(byte)) continue;
    if (depth === 1 && (byte === COMMA || byte === 0x5d)) {
      close();
      if (byte === 0x5d) return spans.subarray(0, count);
      continue;
    }
    if (depth === 1 && start < 0) start = at;
    if (byte === QUOTE) {
      const end = closingQuote(bytes, at);
      if (end < 0) break;
      at = end;
    } else if (byte === 0x7b || byte === 0x5b) depth++;
    else if (byte === 0x7d || byte === 0x5d) depth--;
    last = at;
  }
  throw new NotJsonArray('the file is not complete JSON');
}

/** Marks an element that is not valid JSON on its own: refused as a malformed line. */
export const MALFORMED_ELEMENT = Symbol('malformed element');

/**
 * The elements of a JSON array file, each parsed when it is reached: an element becomes garbage
 * as soon as its play is taken, instead of the whole file's objects living until its end. Throws
 * NotJsonArray at once for a file that is not one complete list.
 */
export function jsonArrayElements(bytes: Buffer): Iterable<unknown> {
  return elementsAt(bytes, jsonArraySpans(bytes));
}

function* elementsAt(bytes: Buffer, spans: Uint32Array): Generator<unknown> {
  for (let i = 0; i < spans.length; i += 2) {
    let element: unknown;
    try {
      element = JSON.parse(bytes.toString('utf8', spans[i], spans[i + 1]));
    } catch {
      element = MALFORMED_ELEMENT;
    }
    yield element;
  }
}
