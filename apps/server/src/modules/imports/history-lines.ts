import type { ImportFormat } from '@album-club/contracts/imports';
import { refusalReasons, type ParsedLine } from './import-records.ts';
import { jsonArrayElements, NotJsonArray } from './json-array-elements.ts';
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

/** A JSON list's elements one by one; the file is checked whole first, so a cut file adds nothing. */
function jsonArray(bytes: Buffer): Iterable<unknown> {
  try {
    return jsonArrayElements(bytes);
  } catch (error) {
    if (error instanceof NotJsonArray) throw new UnreadableFile(error.message);
    throw error;
  }
}

const utf8 = new TextDecoder('utf-8');

/** The lines of one history file, each a listen or the reason it is refused. */
export function historyLines(format: ImportFormat, bytes: Buffer): Iterable<ParsedLine> {
  switch (format) {
    case 'spotify-extended':
      return parseExtendedHistory(jsonArray(bytes));
    case 'spotify-account':
      return parseAccountHistory(jsonArray(bytes));
    case 'listenbrainz': {
      const text = utf8.decode(bytes);
      const start = text.trimStart();
      // A JSON Lines file starts with `{` too: only a whole-file list or payload is one document.
      if (start.startsWith('[')) return parseListens(jsonArray(bytes));
      if (/^\{\s*"payload"/.test(start)) {
        const listens = listensOf(jsonOf(text));
        if (!listens) throw new UnreadableFile('the file holds no listens');
        return parseListens(listens);
      }
      return parseListenLines(text);
    }
    case 'lastfm-csv':
      return parseLastfmCsv(utf8.decode(bytes));
    case 'album-club':
      return [{ refused: refusalReasons.malformed }];
  }
}
