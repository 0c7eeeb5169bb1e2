import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startValidatedEmulator,
  type ValidatedEmulator,
} from '../test-support/validated-emulator.ts';
import { webApi } from '../test-support/web-api.ts';

type Paging<T> = { items: T[]; total: number; next: string | null; limit: number; offset: number };
type Album = {
  id: string;
  name: string;
  artists: { name: string }[];
  images: { url: string }[];
  total_tracks: number;
  tracks: Paging<{ name: string; duration_ms: number }>;
};

let emulator: ValidatedEmulator;
let call: ReturnType<typeof webApi>;

beforeAll(async () => {
  emulator = await startValidatedEmulator({ mode: 'extended' });
  call = webApi(emulator, emulator.admin.issueTokens('night-owl').access_token);
});
afterAll(async () => {
  expect(emulator.violations).toEqual([]);
  expect(emulator.checked()).toBeGreaterThan(10);
  await emulator.close();
});

async function search(q: string, extra = '') {
  const { status, body } = await call(
    'GET',
    `/v1/search?type=album&q=${encodeURIComponent(q)}${extra}`,
  );
  return { status, albums: (body as { albums: Paging<Album> }).albums, body };
}

describe('catalog endpoints', () => {
  it('finds catalog albums with album: and artist: filters, accents and case ignored', async () => {
    const { albums } = await search('album:"kind of blue" artist:"miles davis"');
    expect(albums.items[0]).toMatchObject({ id: '1weenld61qoidwYuZ1GESA', name: 'Kind of Blue' });
    expect((await search('album:homogenic artist:bjork')).albums.items[0]?.artists[0]?.name).toBe(
      'Björk',
    );
    expect((await search('album:homogenic artist:"aphex twin"')).albums.total).toBe(0);
    expect((await search('watch throne')).albums.items[0]?.name).toBe('Watch the Throne');
  });

  it('finds tracks with track: and artist: filters, each with its album', async () => {
    const kindOfBlue = '1weenld61qoidwYuZ1GESA';
    const { body } = await call('GET', `/v1/albums/${kindOfBlue}/tracks?limit=5`);
    const name = (body as { items: { name: string }[] }).items[2]?.name ?? '';
    const found = await call(
      'GET',
      `/v1/search?type=track&q=${encodeURIComponent(`track:"${name}" artist:"miles davis"`)}`,
    );
    const tracks = (found.body as { tracks: Paging<{ name: string; album: Album }> }).tracks;
    expect(tracks.items[0]).toMatchObject({ name, album: { id: kindOfBlue } });
    const none = await call(
      'GET',
      `/v1/search?type=track&q=${encodeURIComponent(`track:"${name}" artist:"aphex twin"`)}`,
    );
    expect((none.body as { tracks: Paging<unknown> }).tracks.total).toBe(0);
  });

  it('validates search parameters and pages with limit and offset', async () => {
    expect((await call('GET', '/v1/search?type=album')).status).toBe(400);
    expect((await call('GET', '/v1/search?q=x')).status).toBe(400);
    expect((await call('GET', '/v1/search?q=x&type=album,podcast')).status).toBe(400);
    const all = await search('collective', '&limit=10&offset=0');
    const next = await search('collective', '&limit=10&offset=10');
    expect(all.albums.total).toBeGreaterThan(20);
    expect(all.albums.next).toContain('offset=10');
    expect(next.albums.items[0]?.id).not.toBe(all.albums.items[0]?.id);
  });

  it('limits development-mode apps to 10 search results per page', async () => {
    const development = await startValidatedEmulator();
    try {
      const devCall = webApi(development, development.admin.issueTokens('night-owl').access_token);
      expect((await devCall('GET', '/v1/search?type=album&q=collective&limit=11')).status).toBe(
        400,
      );
      const page = (await devCall('GET', '/v1/search?type=album&q=collective')).body as {
        albums: Paging<Album>;
      };
      expect(page.albums.limit).toBe(5);
      expect(development.violations).toEqual([]);
    } finally {
      await development.close();
    }
  });

  it('returns an album with its generated track list, and pages its tracks', async () => {
    const album = (await call('GET', '/v1/albums/1weenld61qoidwYuZ1GESA')).body as Album;
    expect(album.name).toBe('Kind of Blue');
    expect(album.tracks.items).toHaveLength(album.total_tracks);
    const tracks = (await call('GET', '/v1/albums/1weenld61qoidwYuZ1GESA/tracks?limit=2&offset=1'))
      .body as Paging<{ name: string }>;
    expect(tracks.items.map((track) => track.name)).toEqual(
      album.tracks.items.slice(1, 3).map((track) => track.name),
    );
    expect((await call('GET', '/v1/albums/not-an-id')).body).toEqual({
      error: { status: 400, message: 'Invalid base62 id' },
    });
    expect((await call('GET', '/v1/albums/0000000000000000000000')).status).toBe(404);
    expect((await call('GET', '/v1/albums/1weenld61qoidwYuZ1GESA?market=GB')).status).toBe(200);
    expect((await call('GET', '/v1/albums/1weenld61qoidwYuZ1GESA?market=Britain')).body).toEqual({
      error: { status: 400, message: 'Invalid market code' },
    });
  });

  it('serves deterministic SVG covers from its own origin', async () => {
    const album = (await call('GET', '/v1/albums/1weenld61qoidwYuZ1GESA')).body as Album;
    const url = album.images[0]?.url ?? '';
    expect(url.startsWith(`${emulator.url}/images/album/`)).toBe(true);
    const first = await fetch(url);
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await first.text();
    expect(svg).toContain('<svg');
    expect(svg).toContain('Kind of Blue');
    expect(await (await fetch(url)).text()).toBe(svg);
    expect((await fetch(`${emulator.url}/images/album/1weenld61qoidwYuZ1GESA/123`)).status).toBe(
      404,
    );
  });

  it('lists top artists per time range and refuses unknown ranges', async () => {
    const long = (await call('GET', '/v1/me/top/artists?time_range=long_term&limit=5'))
      .body as Paging<{ name: string; genres: string[] }>;
    expect(long.items).toHaveLength(5);
    expect(long.items[0]?.genres.length).toBeGreaterThan(0);
    const short = (await call('GET', '/v1/me/top/artists?time_range=short_term')).body as Paging<{
      name: string;
    }>;
    expect(short.total).toBeGreaterThan(0);
    expect((await call('GET', '/v1/me/top/artists?time_range=forever')).status).toBe(400);
  });

  it('pages recently played with before cursors, at most 50 at a time', async () => {
    type History = {
      items: { played_at: string; track: { name: string; album: { name: string } } }[];
      next: string | null;
      cursors: { before: string; after: string } | null;
    };
    const first = (await call('GET', '/v1/me/player/recently-played?limit=20')).body as History;
    expect(first.items).toHaveLength(20);
    const second = (
      await call(
        'GET',
        `/v1/me/player/recently-played?limit=20&before=${first.cursors?.before ?? ''}`,
      )
    ).body as History;
    expect(Date.parse(second.items[0]?.played_at ?? '')).toBeLessThan(
      Date.parse(first.items[19]?.played_at ?? ''),
    );
    const after = (
      await call('GET', `/v1/me/player/recently-played?after=${second.cursors?.after ?? ''}`)
    ).body as History;
    expect(after.items.at(-1)?.played_at).toBe(first.items.at(-1)?.played_at);
    const last = (
      await call(
        'GET',
        `/v1/me/player/recently-played?limit=50&before=${second.cursors?.before ?? ''}`,
      )
    ).body as History;
    expect(last.items).toHaveLength(10);
    expect(last.next).toBeNull();
    expect((await call('GET', '/v1/me/player/recently-played?limit=51')).status).toBe(400);
    expect((await call('GET', '/v1/me/player/recently-played?after=1&before=2')).status).toBe(400);
  });

  it('adds a play the admin API reports, keeping only the last 50 like Spotify', async () => {
    type History = { items: { played_at: string; track: { album: { id: string } } }[] };
    const recent = async () =>
      ((await call('GET', '/v1/me/player/recently-played?limit=50')).body as History).items;
    const before = await recent();
    const at = new Date(Date.parse(before[0]?.played_at ?? '') + 60_000);
    emulator.admin.play('night-owl', '1weenld61qoidwYuZ1GESA', at);
    const after = await recent();
    expect(after).toHaveLength(50);
    expect(after[0]).toMatchObject({
      played_at: at.toISOString(),
      track: { album: { id: '1weenld61qoidwYuZ1GESA' } },
    });
    expect(after.at(-1)?.played_at).toBe(before.at(-2)?.played_at);
    emulator.reset();
    call = webApi(emulator, emulator.admin.issueTokens('night-owl').access_token);
    expect((await recent()).map((item) => item.played_at)).toEqual(
      before.map((item) => item.played_at),
    );
  });
});

describe('stand-ins for open.spotify.com', () => {
  it('serves album, artist and listener pages that the external URLs point to', async () => {
    const album = (await call('GET', '/v1/albums/1weenld61qoidwYuZ1GESA')).body as Album & {
      external_urls: { spotify: string };
      artists: { external_urls: { spotify: string } }[];
    };
    const albumPage = await (await fetch(album.external_urls.spotify)).text();
    expect(albumPage).toContain('Kind of Blue');
    expect(albumPage).toContain(album.tracks.items[0]?.name ?? 'missing');
    expect(await (await fetch(album.artists[0]?.external_urls.spotify ?? '')).text()).toContain(
      'Miles Davis',
    );
    const me = (await call('GET', '/v1/me')).body as { external_urls: { spotify: string } };
    expect(await (await fetch(me.external_urls.spotify)).text()).toContain('Nadia Okafor');
    expect((await fetch(`${emulator.url}/album/0000000000000000000000`)).status).toBe(404);
  });
});
