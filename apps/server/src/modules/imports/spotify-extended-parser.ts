import {
  isRecord,
  MIN_PLAYED_MS,
  playOrRefusal,
  refusalReasons,
  spotifyTrackIdOf,
  type ParsedLine,
} from './import-records.ts';

/** An entry of Spotify's Extended Streaming History (`Streaming_History_Audio_*.json`, `endsong_*.json`). */
export const looksLikeExtendedEntry = (entry: unknown) =>
  isRecord(entry) && 'ts' in entry && 'ms_played' in entry;

/**
 * Spotify's own rule for a listen: a track (not a podcast episode or audiobook) played for at
 * least 30 seconds. Only the fields named here are read: `ip_addr`, `conn_country`, `username`,
 * `platform` and the like are never looked at, let alone stored.
 */
export function* parseExtendedHistory(entries: Iterable<unknown>): Generator<ParsedLine> {
  for (const entry of entries) {
    if (!looksLikeExtendedEntry(entry) || !isRecord(entry)) {
      yield { refused: refusalReasons.malformed };
      continue;
    }
    if (entry.episode_name || entry.spotify_episode_uri || entry.audiobook_title) {
      yield { refused: refusalReasons.podcast };
      continue;
    }
    if (typeof entry.ms_played !== 'number') {
      yield { refused: refusalReasons.malformed };
      continue;
    }
    const line = playOrRefusal({
      artist: entry.master_metadata_album_artist_name,
      album: entry.master_metadata_album_album_name,
      track: entry.master_metadata_track_name,
      spotifyTrackId: spotifyTrackIdOf(entry.spotify_track_uri),
      playedAt: typeof entry.ts === 'string' ? new Date(entry.ts) : null,
    });
    if ('play' in line && entry.ms_played < MIN_PLAYED_MS)
      yield { refused: refusalReasons.tooShort };
    else yield line;
  }
}
