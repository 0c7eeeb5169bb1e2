import { bestAlbumMatch, bestTrackAlbum, filterValue, withoutEditionNotes } from './album-match.ts';
import type { ApiCaller } from './spotify-api-caller.ts';
import type { SpotifyLimits } from './spotify-settings.ts';
import type {
  SpotifyAlbum,
  SpotifyAlbumSummary,
  SpotifyArtist,
  SpotifyPaging,
  SpotifyProfile,
  SpotifyRecentlyPlayed,
  SpotifySavedAlbum,
  SpotifyTrackSummary,
  TimeRange,
} from './spotify-types.ts';

const LIBRARY_URIS_PER_CALL = 40;
const ALBUM_IDS_PER_CALL = 20;
/** A missing or refused /me/library (older deployments, or a 403 there) sends us to /me/albums. */
const FALL_BACK_ON = [403, 404, 405];

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Follows `next` links to the end, for callers that need everything. */
async function allPages<T>(
  call: ApiCaller,
  first: string,
  query: Record<string, number>,
): Promise<T[]> {
  const items: T[] = [];
  let page = (await call<SpotifyPaging<T>>('GET', first, { query })).body;
  items.push(...page.items);
  while (page.next) {
    page = (await call<SpotifyPaging<T>>('GET', page.next)).body;
    items.push(...page.items);
  }
  return items;
}

export type SpotifyUserApi = ReturnType<typeof createSpotifyUserApi>;

/** The Web API calls the product makes for one signed-in listener. */
export function createSpotifyUserApi(call: ApiCaller, limits: SpotifyLimits) {
  async function changeLibrary(method: 'PUT' | 'DELETE', albumIds: string[]) {
    for (const batch of chunks(albumIds, LIBRARY_URIS_PER_CALL)) {
      const uris = batch.map((id) => `spotify:album:${id}`).join(',');
      const answer = await call('PUT' === method ? 'PUT' : 'DELETE', 'me/library', {
        query: { uris },
        passThrough: FALL_BACK_ON,
      });
      if (!FALL_BACK_ON.includes(answer.status)) continue;
      for (const older of chunks(batch, ALBUM_IDS_PER_CALL))
        await call(method, 'me/albums', { query: { ids: older.join(',') } });
    }
  }

  return {
    getProfile: async () =>
      (await call<SpotifyProfile>('GET', 'me', { timeoutMs: limits.profileTimeoutMs })).body,

    getSavedAlbums: async (page: { limit?: number; offset?: number } = {}) =>
      (
        await call<SpotifyPaging<SpotifySavedAlbum>>('GET', 'me/albums', {
          query: { limit: page.limit ?? 50, offset: page.offset ?? 0 },
        })
      ).body,

    getAllSavedAlbums: () => allPages<SpotifySavedAlbum>(call, 'me/albums', { limit: 50 }),

    saveAlbums: (albumIds: string[]) => changeLibrary('PUT', albumIds),

    removeAlbums: (albumIds: string[]) => changeLibrary('DELETE', albumIds),

    async areAlbumsSaved(albumIds: string[]): Promise<boolean[]> {
      const answers: boolean[] = [];
      for (const batch of chunks(albumIds, ALBUM_IDS_PER_CALL)) {
        const uris = batch.map((id) => `spotify:album:${id}`).join(',');
        const answer = await call<boolean[]>('GET', 'me/library/contains', {
          query: { uris },
          passThrough: FALL_BACK_ON,
        });
        if (!FALL_BACK_ON.includes(answer.status)) answers.push(...answer.body);
        else
          answers.push(
            ...(
              await call<boolean[]>('GET', 'me/albums/contains', {
                query: { ids: batch.join(',') },
              })
            ).body,
          );
      }
      return answers;
    },

    getTopArtists: async (options: { timeRange?: TimeRange; limit?: number } = {}) =>
      (
        await call<SpotifyPaging<SpotifyArtist>>('GET', 'me/top/artists', {
          query: { time_range: options.timeRange ?? 'short_term', limit: options.limit ?? 5 },
        })
      ).body,

    getRecentlyPlayed: async (options: { limit?: number; before?: number } = {}) =>
      (
        await call<SpotifyRecentlyPlayed>('GET', 'me/player/recently-played', {
          query: { limit: options.limit ?? 20, before: options.before },
        })
      ).body,

    getAlbum: async (albumId: string) =>
      (await call<SpotifyAlbum>('GET', `albums/${encodeURIComponent(albumId)}`)).body,

    getAllAlbumTracks: (albumId: string) =>
      allPages<SpotifyTrackSummary>(call, `albums/${encodeURIComponent(albumId)}/tracks`, {
        limit: 50,
      }),

    /** The Spotify album for a catalog album (title + artist), or null when none really matches. */
    async searchAlbum(title: string, artist: string): Promise<SpotifyAlbumSummary | null> {
      const name = filterValue(withoutEditionNotes(title));
      const queries = [
        `album:"${name}" artist:"${filterValue(artist)}"`,
        `${name} ${filterValue(artist)}`,
      ];
      for (const q of queries) {
        const answer = await call<{ albums?: SpotifyPaging<SpotifyAlbumSummary> }>(
          'GET',
          'search',
          { query: { q, type: 'album', limit: 10 } },
        );
        const match = bestAlbumMatch(answer.body.albums?.items ?? [], title, artist);
        if (match) return match;
      }
      return null;
    },

    /** The album a track (name + artist) is on, or null when no track really matches. */
    async searchTrackAlbum(track: string, artist: string): Promise<SpotifyAlbumSummary | null> {
      const q = `track:"${filterValue(track)}" artist:"${filterValue(artist)}"`;
      const answer = await call<{
        tracks?: SpotifyPaging<SpotifyTrackSummary & { album: SpotifyAlbumSummary }>;
      }>('GET', 'search', { query: { q, type: 'track', limit: 10 } });
      return bestTrackAlbum(answer.body.tracks?.items ?? [], track, artist);
    },
  };
}
