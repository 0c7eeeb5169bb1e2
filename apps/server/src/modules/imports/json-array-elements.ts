/** A JSON array file that is not one: the reason, for the listener. */
export class NotJsonArray extends Error {
  override name = 'NotJsonArray';
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const BOM = [0xef, 0xbb, 0xbf];
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** How many backslashes end `bytes` before `end`, looking no further back than `from`. */
function backslashesBefore(bytes: Buffer, end: number, from: number): number {
  let count = 0;
  while (end - 1 - count >= from && bytes[end - 1 - count] === BACKSLASH) count++;
  return count;
}

/**
 * Finds the elements of a top-level JSON array in its bytes as they arrive, chunk after chunk,
 * without ever holding more than the chunk and the element it is in. Strings, nesting and
 * escapes are followed across chunk boundaries; the elements themselves are not parsed here.
 */
export class JsonArrayScanner {
  #offset = 0;
  /** Bytes of a byte order mark seen at the file's start. */
  #bom = 0;
  #opened = false;
  #closed = false;
  #refusal: string | null = null;
  #depth = 1;
  #inString = false;
  /** Backslashes that ended the last chunk inside a string: they may escape the next quote. */
  #backslashes = 0;
  /** The current element's bytes from earlier chunks, while it is not complete. */
  #pieces: Buffer[] = [];
  #inElement = false;

  /** Reads the next bytes of the file, handing each element completed in them to `element`. */
  feed(chunk: Buffer, element?: (text: string) => void): void {
    let at = this.#opened ? 0 : this.#open(chunk);
    let start = this.#inElement ? 0 : -1;
    const endElement = (end: number) => {
      if (this.#inElement && element)
        element(
          this.#pieces.length
            ? Buffer.concat([...this.#pieces, chunk.subarray(0, end)]).toString('utf8')
            : chunk.toString('utf8', start, end),
        );
      this.#pieces = [];
      this.#inElement = false;
      start = -1;
    };
    for (; at < chunk.length && !this.#closed; at++) {
      if (this.#inString) {
        at = this.#stringEnd(chunk, at);
        continue;
      }
      const byte = chunk[at] ?? 0;
      if (isSpace(byte)) continue;
      if (this.#depth === 1 && (byte === COMMA || byte === 0x5d)) {
        endElement(at);
        this.#closed = byte === 0x5d;
        continue;
      }
      if (this.#depth === 1 && !this.#inElement) {
        this.#inElement = true;
        start = at;
      }
      if (byte === QUOTE) {
        this.#inString = true;
        this.#backslashes = 0;
      } else if (byte === 0x7b || byte === 0x5b) this.#depth++;
      else if (byte === 0x7d || byte === 0x5d) this.#depth--;
    }
    this.#offset += chunk.length;
    if (this.#inElement && element) this.#pieces.push(Buffer.from(chunk.subarray(start)));
  }

  /** Throws NotJsonArray unless the bytes fed made one complete list. */
  finish(): void {
    if (this.#refusal) throw new NotJsonArray(this.#refusal);
    if (!this.#closed) throw new NotJsonArray('the file is not complete JSON');
  }

  /** Skips a byte order mark and spaces up to the list's `[`; answers where the list goes on. */
  #open(chunk: Buffer): number {
    let at = 0;
    for (; at < chunk.length && !this.#refusal; at++) {
      const byte = chunk[at] ?? 0;
      if (this.#offset + at === this.#bom && byte === BOM[this.#bom]) {
        this.#bom++;
        continue;
      }
      if (isSpace(byte)) continue;
      if (byte === 0x5b) {
        this.#opened = true;
        return at + 1;
      }
      this.#refusal =
        byte === 0x7b ? 'the file is not a JSON list' : 'the file is not complete JSON';
    }
    // A file that is not a list is read no further.
    this.#closed = this.#refusal !== null;
    return chunk.length;
  }

  /** Inside a string from `at`: the index of its closing quote, or the chunk's end. */
  #stringEnd(chunk: Buffer, from: number): number {
    let at = from;
    for (;;) {
      const quote = chunk.indexOf(QUOTE, at);
      if (quote < 0) {
        const run = backslashesBefore(chunk, chunk.length, at);
        this.#backslashes = run === chunk.length - at && at === 0 ? this.#backslashes + run : run;
        return chunk.length;
      }
      let run = backslashesBefore(chunk, quote, at);
      if (run === quote && at === 0) run += this.#backslashes;
      this.#backslashes = 0;
      if (run % 2 === 0) {
        this.#inString = false;
        return quote;
      }
      at = quote + 1;
    }
  }
}

/** Marks an element that is not valid JSON on its own: refused as a malformed line. */
export const MALFORMED_ELEMENT = Symbol('malformed element');

/** Each element parsed when it is reached, so each becomes garbage as soon as its play is taken. */
export function* parsedElements(texts: Iterable<string>): Generator<unknown> {
  for (const text of texts) {
    let element: unknown;
    try {
      element = JSON.parse(text);
    } catch {
      element = MALFORMED_ELEMENT;
    }
    yield element;
  }
}

/**
 * The elements of a JSON array file held whole. Throws NotJsonArray at once, before giving any
 * element, for a file that is not one complete list.
 */
export function jsonArrayElements(bytes: Buffer): Iterable<unknown> {
  const texts: string[] = [];
  const scanner = new JsonArrayScanner();
  scanner.feed(bytes, (text) => texts.push(text));
  scanner.finish();
  return parsedElements(texts);
}
