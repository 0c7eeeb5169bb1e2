import type { EmulatorState } from '../emulator-state.ts';
import type { Exchange } from '../http/exchange.ts';
import { sendText } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { albumCoverSvg, portraitSvg } from './cover-svg.ts';

const SIZES = new Set([640, 300, 64]);
const SVG_HEADERS = {
  'cache-control': 'public, max-age=86400, immutable',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
};

function notFound(exchange: Exchange) {
  sendText(exchange, 404, 'text/plain; charset=utf-8', 'Not found');
}

/** Cover art, served by the emulator itself so the product needs no network for images. */
export function registerImageRoutes(router: Router, state: EmulatorState): void {
  router.on('GET', '/images/:kind/:id/:size', (exchange) => {
    const { kind, id } = exchange.params as { kind: string; id: string };
    const size = Number(exchange.params.size);
    if (!SIZES.has(size)) return notFound(exchange);
    let svg: string | undefined;
    if (kind === 'album') {
      const album = state.store.album(id);
      if (album)
        svg = albumCoverSvg(
          album.id,
          album.name,
          album.artists.map((a) => a.name).join(', '),
          size,
        );
    } else if (kind === 'artist') {
      const artist = state.store.artist(id);
      if (artist) svg = portraitSvg(artist.id, artist.name, size);
    } else if (kind === 'user') {
      const persona = state.persona(id);
      if (persona) svg = portraitSvg(persona.userId, persona.definition.displayName, size);
    }
    if (!svg) return notFound(exchange);
    sendText(exchange, 200, 'image/svg+xml', svg, SVG_HEADERS);
  });
}
