/** One listen read from a history file, before its album is found. */
export interface ImportedPlay {
  artist: string;
  /** Null when the source does not name albums (Spotify Account Data, some Last.fm rows). */
  album: string | null;
  track: string;
  /** The Spotify track id when the source carries it, so a play synced from Spotify is the same play. */
  spotifyTrackId: string | null;
  playedAt: Date;
}

/** A line of the file: a listen, or the reason it was not taken. */
export type ParsedLine = { play: ImportedPlay } | { refused: RefusalReason };

/** Why a line was not imported; the summary counts lines per reason. */
export const refusalReasons = {
  malformed: 'malformed line',
  noTime: 'no valid time',
  noTrack: 'no artist or track name',
  podcast: 'podcast episode, not music',
  tooShort: 'played less than 30 seconds',
  noAlbum: 'no album found for the track',
} as const;
export type RefusalReason = (typeof refusalReasons)[keyof typeof refusalReasons];

/** Spotify (and the common trackers) count a listen from 30 seconds played. */
export const MIN_PLAYED_MS = 30_000;

/** The earliest time a listen can plausibly have; the latest is checked against the server's clock. */
const EARLIEST = Date.UTC(2000, 0, 1);
export const LATEST_AHEAD_MS = 24 * 60 * 60 * 1000;

export function plausibleTime(time: Date): boolean {
  const ms = time.getTime();
  return Number.isFinite(ms) && ms >= EARLIEST;
}

/**
 * A copy of a name that keeps nothing else alive. JSON.parse answers longer strings as slices of
 * its whole input, so a play kept for its batch would otherwise hold its entire history line.
 */
const detached = (name: string) => ` ${name}`.slice(1);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? detached(value.trim()) : null;

/** A play from loose fields, or the reason it is refused. */
export function playOrRefusal(fields: {
  artist: unknown;
  album: unknown;
  track: unknown;
  spotifyTrackId?: string | null;
  playedAt: Date | null;
}): ParsedLine {
  const artist = text(fields.artist);
  const track = text(fields.track);
  if (!artist || !track) return { refused: refusalReasons.noTrack };
  if (!fields.playedAt || !plausibleTime(fields.playedAt))
    return { refused: refusalReasons.noTime };
  return {
    play: {
      artist,
      album: text(fields.album),
      track,
      spotifyTrackId: fields.spotifyTrackId ?? null,
      playedAt: fields.playedAt,
    },
  };
}

const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;

/** The id in `spotify:track:ID` or `https://open.spotify.com/track/ID`, if it is one. */
export function spotifyTrackIdOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = value.split(/[:/]/).at(-1)?.split('?')[0] ?? '';
  return SPOTIFY_ID.test(id) && /track/.test(value) ? detached(id) : null;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
