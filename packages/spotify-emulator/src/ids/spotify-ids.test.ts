import { describe, expect, it } from 'vitest';
import { isSpotifyId, spotifyIdFrom, spotifyUserIdFrom } from './spotify-ids.ts';

describe('Spotify-style ids', () => {
  it('derives the same 22-character base62 id from the same seed, and different ids from others', () => {
    const id = spotifyIdFrom('album:csv_marquee-moon');
    expect(id).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(spotifyIdFrom('album:csv_marquee-moon')).toBe(id);
    expect(spotifyIdFrom('album:csv_marquee-moon2')).not.toBe(id);
    expect(isSpotifyId(id)).toBe(true);
    expect(isSpotifyId('csv_marquee-moon')).toBe(false);
  });

  it('makes user ids shaped like modern Spotify accounts', () => {
    expect(spotifyUserIdFrom('night-owl')).toMatch(/^31[a-z0-9]{26}$/);
  });
});
