import {
  isRecord,
  MIN_PLAYED_MS,
  playOrRefusal,
  refusalReasons,
  type ParsedLine,
} from './import-records.ts';

/** An entry of Spotify's Account Data history (`StreamingHistory_music_*.json`). */
export const looksLikeAccountEntry = (entry: unknown) =>
  isRecord(entry) && 'endTime' in entry && 'msPlayed' in entry;

/** `2019-03-01 18:42`, in UTC, as Spotify writes it. */
function endTimeOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  if (!match) return null;
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

/** Account Data names no album: its plays are matched to albums later, and reported when not. */
export function* parseAccountHistory(entries: Iterable<unknown>): Generator<ParsedLine> {
  for (const entry of entries) {
    if (!looksLikeAccountEntry(entry) || !isRecord(entry)) {
      yield { refused: refusalReasons.malformed };
      continue;
    }
    if ('podcastName' in entry || 'episodeName' in entry) {
      yield { refused: refusalReasons.podcast };
      continue;
    }
    if (typeof entry.msPlayed !== 'number') {
      yield { refused: refusalReasons.malformed };
      continue;
    }
    const line = playOrRefusal({
      artist: entry.artistName,
      album: null,
      track: entry.trackName,
      playedAt: endTimeOf(entry.endTime),
    });
    if ('play' in line && entry.msPlayed < MIN_PLAYED_MS)
      yield { refused: refusalReasons.tooShort };
    else yield line;
  }
}
