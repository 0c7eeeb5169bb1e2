import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startValidatedEmulator,
  type ValidatedEmulator,
} from '../test-support/validated-emulator.ts';
import { webApi } from '../test-support/web-api.ts';

type Page = {
  items: { added_at: string; album: { id: string; popularity?: number } }[];
  total: number;
  next: string | null;
  previous: string | null;
  limit: number;
  offset: number;
  href: string;
};

let extended: ValidatedEmulator;
let development: ValidatedEmulator;

beforeAll(async () => {
  [extended, development] = await Promise.all([
    startValidatedEmulator({ mode: 'extended' }),
    startValidatedEmulator(),
  ]);
});
afterEach(() => {
  extended.reset();
  development.reset();
});
afterAll(async () => {
  expect([...extended.violations, ...development.violations]).toEqual([]);
  await Promise.all([extended.close(), development.close()]);
});

const albumId = (emulator: ValidatedEmulator, key: string) =>
  emulator.admin.personas().find((p) => p.key === key)?.userId ?? '';

describe('saved albums', () => {
  it('pages the 2,000-album library with absolute next/previous URLs and an exact total', async () => {
    const call = webApi(development, development.admin.issueTokens('crate-digger').access_token);
    const ids = new Set<string>();
    let url: string | null = `/v1/me/albums?limit=50`;
    let pages = 0;
    while (url) {
      const { body } = await call('GET', url.replace(development.url, ''));
      const page = body as Page;
      expect(page.total).toBe(2000);
      for (const item of page.items) ids.add(item.album.id);
      if (pages > 0)
        expect(page.previous).toMatch(
          new RegExp(`^${development.url}/v1/me/albums\\?offset=\\d+&limit=50$`),
        );
      url = page.next;
      pages++;
    }
    expect(pages).toBe(40);
    expect(ids.size).toBe(2000);
  });

  it('validates limit and offset like Spotify (400 Invalid limit)', async () => {
    const call = webApi(development, development.admin.issueTokens('night-owl').access_token);
    for (const limit of ['0', '51', 'ten']) {
      expect((await call('GET', `/v1/me/albums?limit=${limit}`)).body).toEqual({
        error: { status: 400, message: 'Invalid limit' },
      });
    }
    expect((await call('GET', '/v1/me/albums?offset=-1')).status).toBe(400);
    const first = (await call('GET', '/v1/me/albums')).body as Page;
    expect(first.limit).toBe(20);
    expect(first.previous).toBeNull();
    expect(first.items[0]?.album).not.toHaveProperty('popularity');
  });

  it('saves, checks and removes through /me/library with URIs, newest first', async () => {
    const call = webApi(development, development.admin.issueTokens('first-steps').access_token);
    const { body } = await call('GET', '/v1/search?type=album&q=album:%22Marquee%20Moon%22');
    const id = (body as { albums: { items: { id: string }[] } }).albums.items[0]?.id ?? '';
    const uri = `spotify:album:${id}`;
    expect((await call('GET', `/v1/me/library/contains?uris=${uri}`)).body).toEqual([false]);
    expect((await call('PUT', `/v1/me/library?uris=${uri}`)).status).toBe(200);
    expect((await call('GET', `/v1/me/library/contains?uris=${uri}`)).body).toEqual([true]);
    expect(((await call('GET', '/v1/me/albums')).body as Page).items[0]?.album.id).toBe(id);
    expect((await call('DELETE', `/v1/me/library?uris=${uri}`)).status).toBe(200);
    expect((await call('GET', `/v1/me/library/contains?uris=${uri}`)).body).toEqual([false]);
  });

  it('rejects malformed, unknown and too many URIs, and changes without the modify scope', async () => {
    const call = webApi(development, development.admin.issueTokens('first-steps').access_token);
    expect((await call('PUT', '/v1/me/library')).status).toBe(400);
    expect((await call('PUT', '/v1/me/library?uris=spotify:album:short')).status).toBe(400);
    expect(
      (await call('PUT', '/v1/me/library?uris=spotify:album:0000000000000000000000')).status,
    ).toBe(404);
    const many = Array.from({ length: 41 }, () => 'spotify:album:1weenld61qoidwYuZ1GESA').join(',');
    expect((await call('GET', `/v1/me/library/contains?uris=${many}`)).status).toBe(400);
    const readOnly = webApi(
      development,
      development.admin.issueTokens('first-steps', { scopes: ['user-library-read'] }).access_token,
    );
    expect(
      (await readOnly('PUT', '/v1/me/library?uris=spotify:album:1weenld61qoidwYuZ1GESA')).body,
    ).toEqual({ error: { status: 403, message: 'Insufficient client scope' } });
  });

  it('keeps the older /me/albums endpoints in extended mode (ids in query or JSON body)', async () => {
    const call = webApi(extended, extended.admin.issueTokens('first-steps').access_token);
    const id = '1weenld61qoidwYuZ1GESA';
    expect((await call('PUT', '/v1/me/albums', { ids: [id] })).status).toBe(200);
    expect((await call('GET', `/v1/me/albums/contains?ids=${id}`)).body).toEqual([true]);
    expect((await call('DELETE', `/v1/me/albums?ids=${id}`)).status).toBe(200);
    expect((await call('GET', `/v1/me/albums/contains?ids=${id}`)).body).toEqual([false]);
    expect(
      (await call('GET', `/v1/me/albums/contains?ids=${Array(21).fill(id).join(',')}`)).status,
    ).toBe(400);
    const popular = ((await call('GET', '/v1/me/albums')).body as Page).items[0]?.album;
    expect(typeof popular?.popularity).toBe('number');
    expect(albumId(extended, 'first-steps')).toMatch(/^31/);
  });

  it('answers the removed /me/albums writes with 403 for development-mode apps', async () => {
    const call = webApi(development, development.admin.issueTokens('first-steps').access_token);
    expect((await call('PUT', '/v1/me/albums?ids=1weenld61qoidwYuZ1GESA')).body).toEqual({
      error: { status: 403, message: 'Forbidden' },
    });
    expect((await call('GET', '/v1/me/albums/contains?ids=1weenld61qoidwYuZ1GESA')).status).toBe(
      403,
    );
  });
});
