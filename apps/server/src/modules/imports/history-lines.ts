import type { ImportFormat } from '@album-club/contracts/imports';
import { refusalReasons, type ParsedLine } from './import-records.ts';
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

function jsonArray(text: string): unknown[] {
  const document = jsonOf(text);
  if (!Array.isArray(document)) throw new UnreadableFile('the file is not a JSON list');
  return document;
}

/** The lines of one history file, each a listen or the reason it is refused. */
export function historyLines(format: ImportFormat, text: string): Iterable<ParsedLine> {
  switch (format) {
    case 'spotify-extended':
      return parseExtendedHistory(jsonArray(text));
    case 'spotify-account':
      return parseAccountHistory(jsonArray(text));
    case 'listenbrainz': {
      const start = text.trimStart();
      // A JSON Lines file starts with `{` too: only a whole-file list or payload is one document.
      if (start.startsWith('[')) return parseListens(jsonArray(text));
      if (/^\{\s*"payload"/.test(start)) {
        const listens = listensOf(jsonOf(text));
        if (!listens) throw new UnreadableFile('the file holds no listens');
        return parseListens(listens);
      }
      return parseListenLines(text);
    }
    case 'lastfm-csv':
      return parseLastfmCsv(text);
    case 'album-club':
      return [{ refused: refusalReasons.malformed }];
  }
}
