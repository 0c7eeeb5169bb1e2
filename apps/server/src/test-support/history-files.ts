import { strToU8, zipSync } from 'fflate';

/** Made-up listening histories in each format the import reads; no real person's data. */

export interface FixturePlay {
  artist: string;
  album: string;
  track: string;
  trackId: string;
  /** ISO time the play ended. */
  at: string;
  ms?: number;
}

/** A track id in Spotify's shape (22 characters), made from a short name. */
export const fakeTrackId = (name: string) => name.padEnd(22, 'x').slice(0, 22);

/** Spotify Extended Streaming History entries, with the fields the import must never keep. */
export function extendedEntries(plays: FixturePlay[]) {
  return plays.map((play) => ({
    ts: play.at.replace(/\.\d+Z$/, 'Z'),
    platform: 'Linux',
    ms_played: play.ms ?? 200_000,
    conn_country: 'ZZ',
    ip_addr: '203.0.113.77',
    username: 'fixture-username-9931',
    user_agent_decrypted: 'fixture-agent/1.0',
    master_metadata_track_name: play.track,
    master_metadata_album_artist_name: play.artist,
    master_metadata_album_album_name: play.album,
    spotify_track_uri: `spotify:track:${play.trackId}`,
    episode_name: null,
    episode_show_name: null,
    spotify_episode_uri: null,
    reason_start: 'trackdone',
    reason_end: 'trackdone',
    shuffle: false,
    skipped: false,
    offline: false,
    offline_timestamp: 0,
    incognito_mode: false,
  }));
}

export const podcastEntry = (at: string) => ({
  ts: at,
  platform: 'Linux',
  ms_played: 900_000,
  ip_addr: '203.0.113.77',
  master_metadata_track_name: null,
  master_metadata_album_artist_name: null,
  master_metadata_album_album_name: null,
  spotify_track_uri: null,
  episode_name: 'A Made-up Episode',
  episode_show_name: 'A Made-up Show',
  spotify_episode_uri: 'spotify:episode:0000000000000000000000',
});

/** Spotify Account Data `StreamingHistory_music_*.json` entries (no album names). */
export function accountEntries(
  plays: { artist: string; track: string; end: string; ms?: number }[],
) {
  return plays.map((play) => ({
    endTime: play.end,
    artistName: play.artist,
    trackName: play.track,
    msPlayed: play.ms ?? 180_000,
  }));
}

/** ListenBrainz listens (as its export writes them, one per JSON line). */
export function listens(plays: FixturePlay[]) {
  return plays.map((play) => ({
    listened_at: Math.floor(Date.parse(play.at) / 1000),
    recording_msid: '00000000-0000-4000-8000-000000000000',
    track_metadata: {
      artist_name: play.artist,
      release_name: play.album,
      track_name: play.track,
      additional_info: {
        music_service: 'spotify.com',
        spotify_id: `https://open.spotify.com/track/${play.trackId}`,
      },
    },
  }));
}

const csvField = (value: string) =>
  /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** `31 Jan 2020 18:01`, as Last.fm's exporters write times. */
export function lastfmTime(iso: string): string {
  const date = new Date(iso);
  const month = date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCDate()} ${month} ${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

export function lastfmCsv(plays: FixturePlay[], header: boolean): string {
  const lines = plays.map((play) =>
    [play.artist, play.album, play.track, lastfmTime(play.at)].map(csvField).join(','),
  );
  return [...(header ? ['artist,album,track,date'] : []), ...lines].join('\n') + '\n';
}

export function zipOf(files: Record<string, string | Uint8Array>): Buffer {
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, content]) => [
      name,
      typeof content === 'string' ? strToU8(content) : content,
    ]),
  );
  return Buffer.from(zipSync(entries));
}

/** `count` plays, one an hour from `start`, over a few made-up albums of the given artists. */
export function manyPlays(
  count: number,
  start = '2016-01-01T08:00:00Z',
  prefix = 'p',
): FixturePlay[] {
  const base = Date.parse(start);
  return Array.from({ length: count }, (_, i) => {
    const album = i % 40;
    return {
      artist: `Fixture Artist ${album % 13}`,
      album: `Fixture Album ${album}`,
      track: `Track ${i % 11}`,
      trackId: fakeTrackId(`${prefix}${album}t${i % 11}`),
      at: new Date(base + i * 3_600_000).toISOString(),
    };
  });
}
