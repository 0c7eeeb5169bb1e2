import type { EmulatorState } from '../emulator-state.ts';
import type { Exchange } from '../http/exchange.ts';
import { escapeHtml, page } from '../http/html.ts';
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

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Cover art and the stand-ins for open.spotify.com pages, all served by the emulator itself. */
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

  router.on('GET', '/album/:id', (exchange) => {
    const album = state.store.album(exchange.params.id ?? '');
    if (!album) return notFound(exchange);
    const artists = album.artists.map((artist) => artist.name).join(', ');
    const tracks = state.store
      .tracks(album.id)
      .map(
        (track) =>
          `<li>${escapeHtml(track.name)} <span class="blurb">${formatDuration(track.durationMs)}</span></li>`,
      )
      .join('');
    const { html, headers } = page(
      `${album.name} – ${artists}`,
      `<p><span class="badge">DEMO SPOTIFY</span></p>
<img src="/images/album/${album.id}/300" width="300" height="300" alt="">
<h1>${escapeHtml(album.name)}</h1><p>${escapeHtml(artists)} · ${escapeHtml(album.releaseDate)}</p><ol>${tracks}</ol>`,
    );
    sendText(exchange, 200, 'text/html; charset=utf-8', html, headers);
  });
}
