import { describe, expect, it } from 'vitest';
import type { ObservedExchange } from '../http/exchange.ts';
import { validateExchange } from './openapi-validator.ts';

function exchange(path: string, status: number, body: unknown, method = 'GET'): ObservedExchange {
  return {
    method,
    path,
    query: new URLSearchParams(),
    status,
    contentType: 'application/json; charset=utf-8',
    body,
    headers: {},
  };
}

describe('OpenAPI validation of emulator answers', () => {
  it('reports a body that breaks the declared schema', () => {
    const violations = validateExchange(
      exchange('/v1/me/albums', 200, { items: 'nope', total: 'x' }),
      'extended',
    );
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.join('\n')).toContain('GET /v1/me/albums → 200');
  });

  it('reports operations the file does not have and bodies where none is declared', () => {
    expect(
      validateExchange(exchange('/v1/me/albums/everything', 200, {}), 'extended'),
    ).toHaveLength(1);
    expect(
      validateExchange(exchange('/v1/me/library', 200, { ok: true }, 'PUT'), 'extended'),
    ).toHaveLength(1);
  });

  it('forgives missing deprecated fields only in development mode', () => {
    const album = {
      album_type: 'album',
      total_tracks: 1,
      external_urls: {},
      href: 'h',
      id: 'i',
      images: [],
      name: 'n',
      release_date: '2000',
      release_date_precision: 'year',
      type: 'album',
      uri: 'u',
      artists: [],
      tracks: { href: 'h', items: [], limit: 1, next: null, offset: 0, previous: null, total: 0 },
      copyrights: [],
      external_ids: {},
    };
    expect(validateExchange(exchange('/v1/albums/x', 200, album), 'development')).toEqual([]);
    expect(
      validateExchange(exchange('/v1/albums/x', 200, album), 'extended').length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('checks error statuses the file leaves out against Spotify’s error envelope', () => {
    expect(
      validateExchange(
        exchange('/v1/me', 503, { error: { status: 503, message: 'x' } }),
        'extended',
      ),
    ).toEqual([]);
    expect(validateExchange(exchange('/v1/me', 503, { message: 'x' }), 'extended')).not.toEqual([]);
  });
});
