import type { EmulatorState } from '../emulator-state.ts';
import { ApiError } from '../http/api-error.ts';
import type { Exchange } from '../http/exchange.ts';
import { sendEmpty, sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { authorize } from './guard.ts';
import { albumsSaved, knownAlbumId, removeAlbums, saveAlbums } from './library-model.ts';
import { MODIFY_SCOPE, parseUris, READ_SCOPE, type ParsedUri } from './library-uris.ts';

const CHANGEABLE = ['track', 'album', 'episode', 'show', 'audiobook', 'user', 'playlist'] as const;
const CHECKABLE = [...CHANGEABLE, 'artist'] as const;

function checkScopes(exchange: Exchange, uris: ParsedUri[], table: Record<string, string>) {
  const granted = exchange.auth?.scopes ?? new Set<string>();
  if (uris.some((uri) => !granted.has(table[uri.type] ?? '')))
    throw new ApiError(403, 'Insufficient client scope');
}

function others(state: EmulatorState, userId: string): Set<string> {
  let set = state.otherSaved.get(userId);
  if (!set) state.otherSaved.set(userId, (set = new Set()));
  return set;
}

/** The generic library endpoints (February 2026) that take Spotify URIs of any item type. */
export function registerLibraryItemRoutes(router: Router, state: EmulatorState): void {
  const change = (action: 'save' | 'remove') => (exchange: Exchange) => {
    const auth = authorize(exchange, state);
    const uris = parseUris(exchange.url.searchParams, CHANGEABLE);
    checkScopes(exchange, uris, MODIFY_SCOPE);
    const albums = uris
      .filter((uri) => uri.type === 'album')
      .map((uri) => knownAlbumId(state, uri.id));
    if (action === 'save') saveAlbums(state, auth.userId, albums);
    else removeAlbums(state, auth.userId, albums);
    const set = others(state, auth.userId);
    for (const uri of uris.filter((item) => item.type !== 'album')) {
      if (action === 'save') set.add(uri.uri);
      else set.delete(uri.uri);
    }
    sendEmpty(exchange, 200);
  };
  router.on('PUT', '/v1/me/library', change('save'));
  router.on('DELETE', '/v1/me/library', change('remove'));

  router.on('GET', '/v1/me/library/contains', (exchange) => {
    const auth = authorize(exchange, state);
    const uris = parseUris(exchange.url.searchParams, CHECKABLE);
    checkScopes(exchange, uris, READ_SCOPE);
    const set = others(state, auth.userId);
    const answer = uris.map((uri) =>
      uri.type === 'album'
        ? albumsSaved(state, auth.userId, [knownAlbumId(state, uri.id)])[0] === true
        : set.has(uri.uri),
    );
    sendJson(exchange, 200, answer);
  });
}
