import { strToU8, zipSync } from 'fflate';
import type { AlbumStore } from '../catalog/album-store.ts';
import { seededRandom } from '../ids/seeded-random.ts';
import type { Persona, Play } from './persona-data.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** About ten years, as the import is meant to handle. */
export const HISTORY_DAYS = 3_650;
const FILE_ENTRIES = 12_000;

interface HistoryEntry {
  ts: string;
  platform: string;
  ms_played: number;
  conn_country: string;
  ip_addr: string;
  master_metadata_track_name: string | null;
  master_metadata_album_artist_name: string | null;
  master_metadata_album_album_name: string | null;
  spotify_track_uri: string | null;
  episode_name: string | null;
  episode_show_name: string | null;
  spotify_episode_uri: string | null;
  reason_start: string;
  reason_end: string;
  shuffle: boolean;
  skipped: boolean;
  offline: boolean;
  incognito_mode: boolean;
}

/**
 * Ten years of a demo listener's plays, in Spotify's Extended Streaming History shape: mostly
 * their library's albums at their usual hours, ending with exactly the plays the Web API's
 * recently-played answers (so an import after a sync counts those once), with a few skips and
 * podcast episodes as real files have. Made up and deterministic; the private fields hold
 * documentation-range values.
 */
export function streamingHistory(
  persona: Persona,
  store: AlbumStore,
  anchor: number,
): HistoryEntry[] {
  const random = seededRandom(`history:${persona.definition.key}`);
  const library = persona.savedAlbums.map((saved) => saved.albumId);
  const recent = [...persona.plays].sort((a, b) => a.playedAt - b.playedAt);
  const before = recent[0]?.playedAt ?? anchor;
  const plays: { play: Play; ms: number }[] = [];
  const startDay = Math.floor((before - HISTORY_DAYS * DAY) / DAY) * DAY;
  for (let day = startDay; day < before - DAY; day += DAY) {
    if (library.length === 0 || !random.chance(0.45)) continue;
    const albumId = library[Math.floor(random.next() ** 2 * library.length)] ?? '';
    const tracks = store.tracks(albumId);
    const hours = persona.definition.listeningHours;
    let at = day + (hours[Math.floor(random.next() ** 2 * hours.length)] ?? 20) * HOUR;
    const first = random.int(0, Math.max(0, tracks.length - 3));
    for (const track of tracks.slice(first, first + random.int(3, 9))) {
      const ms = random.chance(0.08) ? random.int(2_000, 25_000) : track.durationMs;
      at += ms;
      plays.push({
        play: { trackId: track.id, albumId, playedAt: Math.floor(at / 1000) * 1000 },
        ms,
      });
    }
  }
  for (const play of recent) {
    const track = store.tracks(play.albumId).find((entry) => entry.id === play.trackId);
    plays.push({ play, ms: track?.durationMs ?? 200_000 });
  }
  const entries: HistoryEntry[] = plays.map(({ play, ms }) => {
    const album = store.requireAlbum(play.albumId);
    const track = store.tracks(album.id).find((entry) => entry.id === play.trackId);
    return {
      ts: new Date(play.playedAt).toISOString().replace(/\.\d+Z$/, 'Z'),
      platform: 'web_player linux',
      ms_played: ms,
      conn_country: 'ZZ',
      ip_addr: '192.0.2.1',
      master_metadata_track_name: track?.name ?? null,
      master_metadata_album_artist_name: album.artists[0]?.name ?? null,
      master_metadata_album_album_name: album.name,
      spotify_track_uri: `spotify:track:${play.trackId}`,
      episode_name: null,
      episode_show_name: null,
      spotify_episode_uri: null,
      reason_start: 'trackdone',
      reason_end: ms < 30_000 ? 'fwdbtn' : 'trackdone',
      shuffle: false,
      skipped: ms < 30_000,
      offline: false,
      incognito_mode: false,
    };
  });
  for (let i = 0; i < entries.length; i += 400) {
    const ts = entries[i]?.ts ?? new Date(before).toISOString();
    entries.splice(i, 0, {
      ...(entries[i] as HistoryEntry),
      ts,
      ms_played: 1_200_000,
      master_metadata_track_name: null,
      master_metadata_album_artist_name: null,
      master_metadata_album_album_name: null,
      spotify_track_uri: null,
      episode_name: 'A Made-up Episode',
      episode_show_name: 'The Demo Show',
      spotify_episode_uri: 'spotify:episode:0000000000000000000000',
    });
  }
  return entries;
}

/** The ZIP Spotify sends: the history split into yearly-ish files, and a ReadMe. */
export function streamingHistoryZip(persona: Persona, store: AlbumStore, anchor: number): Buffer {
  const entries = streamingHistory(persona, store, anchor);
  const folder = 'Spotify Extended Streaming History';
  const files: Record<string, Uint8Array> = {
    [`${folder}/ReadMe.txt`]: strToU8(
      'Demo Extended Streaming History from the local Spotify emulator. Made-up data.\n',
    ),
  };
  for (let start = 0, part = 0; start < entries.length; start += FILE_ENTRIES, part++) {
    const chunk = entries.slice(start, start + FILE_ENTRIES);
    const years = `${chunk[0]?.ts.slice(0, 4)}-${chunk.at(-1)?.ts.slice(0, 4)}`;
    files[`${folder}/Streaming_History_Audio_${years}_${part}.json`] = strToU8(
      JSON.stringify(chunk),
    );
  }
  return Buffer.from(zipSync(files, { level: 6, mtime: new Date(anchor) }));
}
