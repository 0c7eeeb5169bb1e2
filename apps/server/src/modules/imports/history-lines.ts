import type { ImportFormat } from '@album-club/contracts/imports';
import { refusalReasons, type ParsedLine } from './import-records.ts';
import { wholeOf, type SourceFile } from './import-source.ts';
import {
  jsonArrayElements,
  JsonArrayScanner,
  NotJsonArray,
  parsedElements,
} from './json-array-elements.ts';
import { parseLastfmCsv } from './lastfm-csv-parser.ts';
import { listensOf, parseListenLines, parseListens } from './listenbrainz-parser.ts';
import { parseAccountHistory } from './spotify-account-parser.ts';
import { parseExtendedHistory } from './spotify-extended-parser.ts';

/** A whole file that cannot be read as its format (a JSON file cut short, say). */
export class UnreadableFile extends Error {
  override name = 'UnreadableFile';
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UnreadableFile('the file is not complete JSON');
  }
}

function complete(scanner: JsonArrayScanner): void {
  try {
    scanner.finish();
  } catch (error) {
    if (error instanceof NotJsonArray) throw new UnreadableFile(error.message);
    throw error;
  }
}

/** A JSON list's elements one by one; the file is checked whole first, so a cut file adds nothing. */
function jsonArray(bytes: Buffer): Iterable<unknown> {
  try {
    return jsonArrayElements(bytes);
  } catch (error) {
    if (error instanceof NotJsonArray) throw new UnreadableFile(error.message);
    throw error;
  }
}

/**
 * A JSON list file's elements, as many at a time as one inflated chunk holds. The file is read
 * through first (its ZIP checksum checked too), so a cut or damaged file adds nothing; then it
 * is inflated again and read element by element, never held whole.
 */
async function* jsonArrayChunks(file: SourceFile): AsyncGenerator<Iterable<unknown>> {
  const check = new JsonArrayScanner();
  for await (const chunk of file.chunks()) check.feed(chunk);
  complete(check);
  const scanner = new JsonArrayScanner();
  for await (const chunk of file.chunks()) {
    const texts: string[] = [];
    scanner.feed(chunk, (text) => texts.push(text));
    if (texts.length > 0) yield parsedElements(texts);
  }
}

const utf8 = new TextDecoder('utf-8');

/** The lines of one history file, a group at a time, each a listen or the reason it is refused. */
export async function* historyLines(
  format: ImportFormat,
  file: SourceFile,
): AsyncGenerator<Iterable<ParsedLine>> {
  switch (format) {
    case 'spotify-extended':
      for await (const entries of jsonArrayChunks(file)) yield parseExtendedHistory(entries);
      return;
    case 'spotify-account':
      for await (const entries of jsonArrayChunks(file)) yield parseAccountHistory(entries);
      return;
    case 'listenbrainz': {
      const bytes = await wholeOf(file);
      const text = utf8.decode(bytes);
      const start = text.trimStart();
      // A JSON Lines file starts with `{` too: only a whole-file list or payload is one document.
      if (start.startsWith('[')) yield parseListens(jsonArray(bytes));
      else if (/^\{\s*"payload"/.test(start)) {
        const listens = listensOf(jsonOf(text));
        if (!listens) throw new UnreadableFile('the file holds no listens');
        yield parseListens(listens);
      } else yield parseListenLines(text);
      return;
    }
    case 'lastfm-csv':
      yield parseLastfmCsv(utf8.decode(await wholeOf(file)));
      return;
    case 'album-club':
      yield [{ refused: refusalReasons.malformed }];
  }
}
