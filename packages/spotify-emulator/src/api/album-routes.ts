import type { EmulatorState } from '../emulator-state.ts';
import { sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { authorize } from './guard.ts';
import { knownAlbum } from './library-model.ts';
import { checkMarket, limitAndOffset } from './query-params.ts';
import { albumTracksPage, fullAlbum } from './serializers.ts';

export function registerAlbumRoutes(router: Router, state: EmulatorState): void {
  router.on('GET', '/v1/albums/:id', (exchange) => {
    authorize(exchange, state);
    checkMarket(exchange.url.searchParams);
    const album = knownAlbum(state, exchange.params.id ?? '');
    sendJson(exchange, 200, fullAlbum(state.context, state.store, album));
  });

  router.on('GET', '/v1/albums/:id/tracks', (exchange) => {
    authorize(exchange, state);
    checkMarket(exchange.url.searchParams);
    const album = knownAlbum(state, exchange.params.id ?? '');
    const { limit, offset } = limitAndOffset(exchange.url.searchParams);
    sendJson(exchange, 200, albumTracksPage(state.context, state.store, album, offset, limit));
  });
}
