import { csvFields, csvLines } from './csv-line.ts';
import { playOrRefusal, refusalReasons, type ParsedLine } from './import-records.ts';

interface Columns {
  artist: number;
  album: number;
  track: number;
  date: number;
}

/** The order the common exporters write without a header. */
const DEFAULT_COLUMNS: Columns = { artist: 0, album: 1, track: 2, date: 3 };
const DATE_NAMES = ['date', 'utc_time', 'uts', 'timestamp', 'time'];

/** The columns a header names, or null when the first line is not a header. */
export function headerColumns(fields: string[]): Columns | null {
  const names = fields.map((field) => field.trim().toLowerCase());
  const artist = names.indexOf('artist');
  const track = names.indexOf('track');
  if (artist < 0 || track < 0) return null;
  const date = names.findIndex((name) => DATE_NAMES.includes(name));
  return { artist, album: names.indexOf('album'), track, date };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** `31 Jan 2020 18:01` (UTC, Last.fm's own), Unix seconds, or an ISO time. */
export function scrobbleTime(value: string | undefined): Date | null {
  const text = value?.trim() ?? '';
  if (/^\d{9,10}$/.test(text)) return new Date(Number(text) * 1000);
  const lastfm = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})$/.exec(text);
  if (lastfm) {
    const [, day, monthName = '', year, hour, minute] = lastfm;
    const month = MONTHS.indexOf(monthName.toLowerCase());
    if (month < 0) return null;
    return new Date(Date.UTC(Number(year), month, Number(day), Number(hour), Number(minute)));
  }
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) {
    const time = new Date(
      /[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? text : `${text.replace(' ', 'T')}Z`,
    );
    return Number.isNaN(time.getTime()) ? null : time;
  }
  return null;
}

/** A Last.fm scrobbles CSV (`artist,album,track,date`), with or without a header line. */
export function* parseLastfmCsv(text: string): Generator<ParsedLine> {
  let columns: Columns | undefined;
  for (const line of csvLines(text.replace(/^\uFEFF/, ''))) {
    if (line.trim() === '') continue;
    const fields = csvFields(line);
    if (!columns) {
      const named = fields ? headerColumns(fields) : null;
      columns = named ?? DEFAULT_COLUMNS;
      if (named) continue;
    }
    if (!fields || fields.length < 3 || columns.date < 0) {
      yield { refused: refusalReasons.malformed };
      continue;
    }
    yield playOrRefusal({
      artist: fields[columns.artist],
      album: columns.album >= 0 ? fields[columns.album] : null,
      track: fields[columns.track],
      playedAt: scrobbleTime(fields[columns.date]),
    });
  }
}

/** A first line that reads as a scrobbles CSV: a header naming artist and track, or four fields ending in a time. */
export function looksLikeScrobbles(firstLine: string): boolean {
  const fields = csvFields(firstLine);
  if (!fields) return false;
  if (headerColumns(fields)) return true;
  return fields.length >= 4 && scrobbleTime(fields[3]) !== null;
}
