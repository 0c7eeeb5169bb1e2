import type { EmulatorAlbum } from '../catalog/emulator-album.ts';
import type { EmulatorState } from '../emulator-state.ts';
import { ApiError } from '../http/api-error.ts';
import { sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { authorize } from './guard.ts';
import { pagingObject } from './paging.ts';
import { checkMarket, intParam } from './query-params.ts';
import { normalize, parseSearchQuery, type SearchQuery } from './search-query.ts';
import { fullTrack, simplifiedAlbum } from './serializers.ts';
import { searchTracks } from './track-search.ts';

const TYPES = new Set(['album', 'artist', 'playlist', 'track', 'show', 'episode', 'audiobook']);

function containsAll(haystack: string, needles: string[]): boolean {
  const words = new Set(haystack.split(' '));
  return needles.every((needle) => words.has(needle));
}

const normalized = new WeakMap<EmulatorAlbum, { name: string; artists: string[] }>();

function searchable(album: EmulatorAlbum) {
  let entry = normalized.get(album);
  if (!entry) {
    entry = {
      name: normalize(album.name),
      artists: album.artists.map((artist) => normalize(artist.name)),
    };
    normalized.set(album, entry);
  }
  return entry;
}

function score(album: EmulatorAlbum, query: SearchQuery): number {
  const { name, artists } = searchable(album);
  if (!containsAll(name, query.album)) return -1;
  if (query.artist.length > 0 && !artists.some((artist) => containsAll(artist, query.artist)))
    return -1;
  if (
    query.year &&
    (album.year === null || album.year < query.year.from || album.year > query.year.to)
  )
    return -1;
  if (!containsAll(`${name} ${artists.join(' ')}`, query.text)) return -1;
  // Exact titles and artists first, then the more popular records, as Spotify's ranking tends to.
  let points = album.popularity / 100;
  if (query.album.length > 0 && name === query.album.join(' ')) points += 2;
  if (query.artist.length > 0 && artists.includes(query.artist.join(' '))) points += 1;
  return points;
}

export function registerSearchRoutes(router: Router, state: EmulatorState): void {
  router.on('GET', '/v1/search', (exchange) => {
    authorize(exchange, state);
    const params = exchange.url.searchParams;
    checkMarket(params);
    const q = params.get('q');
    if (!q || q.trim() === '') throw new ApiError(400, 'No search query');
    const typeParam = params.get('type');
    if (!typeParam) throw new ApiError(400, 'Missing parameter type');
    const types = typeParam.split(',');
    if (types.some((type) => !TYPES.has(type))) throw new ApiError(400, 'Bad search type field');
    // Development-mode apps may ask for at most 10 results per type since February 2026.
    const development = state.context.mode === 'development';
    const limit = intParam(params, 'limit', {
      min: 1,
      max: development ? 10 : 50,
      fallback: development ? 5 : 20,
    });
    const offset = intParam(params, 'offset', { min: 0, max: 1000, fallback: 0 });
    const query = parseSearchQuery(q);
    const base = `${state.context.origin}/v1/search`;
    const extra = { query: q, type: typeParam };
    const body: Record<string, unknown> = {};
    for (const type of types) {
      if (type === 'track') {
        const found = searchTracks(state.store, query);
        const items = found
          .slice(offset, offset + limit)
          .map((hit) => fullTrack(state.context, hit.album, hit.track));
        body.tracks = pagingObject(base, items, { offset, limit, total: found.length }, extra);
        continue;
      }
      if (type !== 'album') {
        body[`${type}s`] = pagingObject(base, [], { offset, limit, total: 0 }, extra);
        continue;
      }
      const hits = state.store.albums
        .map((album) => ({ album, points: score(album, query) }))
        .filter((hit) => hit.points >= 0)
        .sort((a, b) => b.points - a.points || a.album.id.localeCompare(b.album.id));
      const items = hits
        .slice(offset, offset + limit)
        .map((hit) => simplifiedAlbum(state.context, hit.album));
      body.albums = pagingObject(base, items, { offset, limit, total: hits.length }, extra);
    }
    sendJson(exchange, 200, body);
  });
}
