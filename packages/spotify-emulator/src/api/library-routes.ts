import type { EmulatorState } from '../emulator-state.ts';
import { ApiError } from '../http/api-error.ts';
import type { Exchange } from '../http/exchange.ts';
import { readBody } from '../http/read-body.ts';
import { sendEmpty, sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { authorize, requireExtendedMode } from './guard.ts';
import { albumsSaved, knownAlbumId, removeAlbums, saveAlbums } from './library-model.ts';
import { pagingObject } from './paging.ts';
import { checkMarket, limitAndOffset, listParam } from './query-params.ts';
import { fullAlbum } from './serializers.ts';

/** Ids from `?ids=` (at most 20) or, when absent, a JSON body (at most 50). */
async function albumIds(exchange: Exchange): Promise<string[]> {
  if (exchange.url.searchParams.has('ids'))
    return listParam(exchange.url.searchParams, 'ids', 20, 'ids');
  const text = await readBody(exchange.req);
  let ids: unknown;
  try {
    // Spotify documents `{"ids": [...]}` but also accepts a bare array, which its own SDK sends.
    const parsed = text ? (JSON.parse(text) as unknown) : undefined;
    ids = Array.isArray(parsed) ? parsed : (parsed as { ids?: unknown } | undefined)?.ids;
  } catch {
    throw new ApiError(400, 'Error parsing JSON.');
  }
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string')) {
    throw new ApiError(400, 'Missing required parameter: ids');
  }
  if (ids.length > 50) throw new ApiError(400, 'Too many ids requested');
  return ids as string[];
}

export function registerLibraryRoutes(router: Router, state: EmulatorState): void {
  router.on('GET', '/v1/me/albums', (exchange) => {
    const auth = authorize(exchange, state, ['user-library-read']);
    checkMarket(exchange.url.searchParams);
    const { limit, offset } = limitAndOffset(exchange.url.searchParams);
    const library = state.library(auth.userId);
    const items = library.slice(offset, offset + limit).map((entry) => ({
      added_at: new Date(entry.addedAt).toISOString().replace('.000Z', 'Z'),
      album: fullAlbum(state.context, state.store, state.store.requireAlbum(entry.albumId)),
    }));
    sendJson(
      exchange,
      200,
      pagingObject(`${state.context.origin}/v1/me/albums`, items, {
        offset,
        limit,
        total: library.length,
      }),
    );
  });

  /** Saving and removing albums take the same ids and answer alike. */
  const changeLibrary = (change: typeof saveAlbums) => async (exchange: Exchange) => {
    const auth = authorize(exchange, state, ['user-library-modify']);
    requireExtendedMode(state);
    const ids = (await albumIds(exchange)).map((id) => knownAlbumId(state, id));
    change(state, auth.userId, ids);
    sendEmpty(exchange, 200);
  };
  router.on('PUT', '/v1/me/albums', changeLibrary(saveAlbums));
  router.on('DELETE', '/v1/me/albums', changeLibrary(removeAlbums));

  router.on('GET', '/v1/me/albums/contains', (exchange) => {
    const auth = authorize(exchange, state, ['user-library-read']);
    requireExtendedMode(state);
    const ids = listParam(exchange.url.searchParams, 'ids', 20, 'ids').map((id) =>
      knownAlbumId(state, id),
    );
    sendJson(exchange, 200, albumsSaved(state, auth.userId, ids));
  });
}
