import type { EmulatorState } from '../emulator-state.ts';
import { ApiError } from '../http/api-error.ts';
import { sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { authorize } from './guard.ts';
import { intParam } from './query-params.ts';
import { fullTrack } from './serializers.ts';
import { must } from '../lang/must.ts';

const MAX_TIMESTAMP = 8_640_000_000_000_000;

export function registerPlayerRoutes(router: Router, state: EmulatorState): void {
  router.on('GET', '/v1/me/player/recently-played', (exchange) => {
    const auth = authorize(exchange, state, ['user-read-recently-played']);
    const query = exchange.url.searchParams;
    const limit = intParam(query, 'limit', { min: 1, max: 50, fallback: 20 });
    if (query.has('after') && query.has('before')) {
      throw new ApiError(400, 'Only one of after and before may be specified');
    }
    const after = intParam(query, 'after', { min: 0, max: MAX_TIMESTAMP, fallback: -1 });
    const before = intParam(query, 'before', {
      min: 0,
      max: MAX_TIMESTAMP,
      fallback: MAX_TIMESTAMP,
    });
    const plays = state.history(auth.userId);
    const window = plays.filter((play) => play.playedAt > after && play.playedAt < before);
    // With `after`, the page is the plays closest to the cursor; otherwise the newest ones.
    const page = query.has('after') ? window.slice(-limit) : window.slice(0, limit);
    const origin = state.context.origin;
    const items = page.map((play) => {
      const album = state.store.requireAlbum(play.albumId);
      const track = must(
        state.store.tracks(album.id).find((entry) => entry.id === play.trackId),
        'played track',
      );
      return {
        track: fullTrack(state.context, album, track),
        played_at: new Date(play.playedAt).toISOString(),
        context: {
          type: 'album',
          href: `${origin}/v1/albums/${album.id}`,
          external_urls: { spotify: `${origin}/album/${album.id}` },
          uri: `spotify:album:${album.id}`,
        },
      };
    });
    const href = new URL(`${origin}/v1/me/player/recently-played`);
    for (const [key, value] of query) href.searchParams.set(key, value);
    const oldest = page.at(-1);
    const newest = page[0];
    const olderExists =
      oldest !== undefined && plays.some((play) => play.playedAt < oldest.playedAt);
    const next = new URL(`${origin}/v1/me/player/recently-played`);
    next.searchParams.set('before', String(oldest?.playedAt));
    next.searchParams.set('limit', String(limit));
    sendJson(exchange, 200, {
      items,
      next: olderExists ? next.toString() : null,
      cursors:
        newest && oldest
          ? { after: String(newest.playedAt), before: String(oldest.playedAt) }
          : null,
      limit,
      href: href.toString(),
    });
  });
}
