import type { TestBrowser } from './test-browser.ts';

/** Rates an album through the product's own API, as the recommendation screen does. */
export const rate = (browser: TestBrowser, albumId: string, rating: number) =>
  browser.post('/spotify/album-interaction', {
    albumId,
    albumName: `Album ${albumId}`,
    artistName: 'Artist One, Artist Two',
    interactionType: 'rate',
    rating,
  });

/** The listener's ratings by album id, read back through the product's API. */
export async function ratingsOf(browser: TestBrowser): Promise<Record<string, number | null>> {
  const answer = await browser.get('/spotify/user-albums');
  const { albums } = answer.json() as { albums: { albumId: string; rating: number | null }[] };
  return Object.fromEntries(albums.map((album) => [album.albumId, album.rating]));
}
