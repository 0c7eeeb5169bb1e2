import type { DashboardAlbum } from '@album-club/contracts/stats';

/** A listened-to album as the dashboard receives it, for tests; overrides replace its fields. */
export const kindOfBlue = (overrides: Partial<DashboardAlbum> = {}): DashboardAlbum => ({
  id: '1weenld61qoidwYuZ1GESA',
  spotifyId: '1weenld61qoidwYuZ1GESA',
  title: 'Kind of Blue',
  artist: 'Miles Davis',
  image: null,
  spotifyUrl: 'https://open.spotify.com/album/1weenld61qoidwYuZ1GESA',
  listenedAt: new Date().toISOString(),
  durationMs: null,
  trackCount: 5,
  rating: 9.5,
  tags: [],
  notes: '',
  isFavorite: false,
  isKnown: true,
  inLibrary: true,
  ...overrides,
});
