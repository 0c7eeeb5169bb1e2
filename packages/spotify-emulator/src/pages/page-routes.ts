import type { EmulatorState } from '../emulator-state.ts';
import type { Exchange } from '../http/exchange.ts';
import { escapeHtml, page } from '../http/html.ts';
import { sendText } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { streamingHistoryZip } from '../personas/streaming-history.ts';

function notFound(exchange: Exchange) {
  sendText(exchange, 404, 'text/plain; charset=utf-8', 'Not found');
}

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Stand-ins for open.spotify.com pages, so external links work offline in the demo. */
export function registerPageRoutes(router: Router, state: EmulatorState): void {
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

  router.on('GET', '/artist/:id', (exchange) => {
    const artist = state.store.artist(exchange.params.id ?? '');
    if (!artist) return notFound(exchange);
    const albums = state.store.albums
      .filter((album) => album.artists.some((entry) => entry.id === artist.id))
      .map(
        (album) =>
          `<li><a href="/album/${album.id}">${escapeHtml(album.name)}</a> (${album.releaseDate})</li>`,
      )
      .join('');
    const { html, headers } = page(
      artist.name,
      `<p><span class="badge">DEMO SPOTIFY</span></p>
<h1>${escapeHtml(artist.name)}</h1><p class="blurb">${escapeHtml(artist.genres.join(', '))}</p><ul>${albums}</ul>`,
    );
    sendText(exchange, 200, 'text/html; charset=utf-8', html, headers);
  });

  // What Spotify's privacy page sends a listener who asks for their Extended Streaming History.
  router.on('GET', '/history/:key/extended-streaming-history.zip', (exchange) => {
    const persona = state.personaByKey(exchange.params.key ?? '');
    if (!persona) return notFound(exchange);
    const zip = streamingHistoryZip(persona, state.store, state.historyAnchor);
    exchange.answered = { status: 200, body: undefined, contentType: 'application/zip' };
    exchange.res.writeHead(200, {
      'content-type': 'application/zip',
      'content-length': String(zip.length),
      'content-disposition': `attachment; filename="my_spotify_data_${persona.definition.key}.zip"`,
    });
    exchange.res.end(zip);
  });

  router.on('GET', '/user/:id', (exchange) => {
    const persona = state.persona(exchange.params.id ?? '');
    if (!persona) return notFound(exchange);
    const { html, headers } = page(
      persona.definition.displayName,
      `<p><span class="badge">DEMO SPOTIFY</span></p>
<h1>${escapeHtml(persona.definition.displayName)}</h1><p class="blurb">${escapeHtml(persona.definition.blurb)}</p>`,
    );
    sendText(exchange, 200, 'text/html; charset=utf-8', html, headers);
  });
}
