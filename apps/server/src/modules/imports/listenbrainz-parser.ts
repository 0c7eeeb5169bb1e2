import {
  isRecord,
  playOrRefusal,
  refusalReasons,
  spotifyTrackIdOf,
  type ParsedLine,
} from './import-records.ts';

/** A ListenBrainz listen: `listened_at` and `track_metadata`. */
export const looksLikeListen = (entry: unknown) =>
  isRecord(entry) && 'listened_at' in entry && isRecord(entry.track_metadata);

function listenedAt(value: unknown): Date | null {
  if (typeof value === 'number') return new Date(value * 1000);
  if (typeof value === 'string' && /^\d+$/.test(value)) return new Date(Number(value) * 1000);
  if (typeof value === 'string') return new Date(value);
  return null;
}

export function listenLine(entry: unknown): ParsedLine {
  if (!looksLikeListen(entry) || !isRecord(entry) || !isRecord(entry.track_metadata))
    return { refused: refusalReasons.malformed };
  const meta = entry.track_metadata;
  const info = isRecord(meta.additional_info) ? meta.additional_info : {};
  return playOrRefusal({
    artist: meta.artist_name,
    album: meta.release_name,
    track: meta.track_name,
    spotifyTrackId: spotifyTrackIdOf(info.spotify_id),
    playedAt: listenedAt(entry.listened_at),
  });
}

/** A ListenBrainz export's listens file: one JSON listen per line. */
export function* parseListenLines(text: string): Generator<ParsedLine> {
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      yield { refused: refusalReasons.malformed };
      continue;
    }
    yield listenLine(entry);
  }
}

/** The listens of a ListenBrainz JSON file: an array, or the API's `{ payload: { listens } }`. */
export function listensOf(document: unknown): unknown[] | null {
  if (Array.isArray(document)) return document;
  if (isRecord(document) && isRecord(document.payload) && Array.isArray(document.payload.listens))
    return document.payload.listens;
  return null;
}

export function* parseListens(entries: Iterable<unknown>): Generator<ParsedLine> {
  for (const entry of entries) yield listenLine(entry);
}
