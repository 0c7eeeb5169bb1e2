/** Who the demo listeners are: the taste that their library, history and top artists grow from. */
export interface PersonaDefinition {
  /** Stable handle used by the consent page, the admin API and tests. */
  key: string;
  displayName: string;
  email: string;
  country: string;
  product: 'premium' | 'free';
  followers: number;
  blurb: string;
  /** Genre fragments (matched case-insensitively inside catalog genres) and how much each pulls. */
  taste: Record<string, number>;
  /** Weight every album gets regardless of genre (a broad listener saves outside their lane). */
  baseline: number;
  /** Extra pull towards records released before this year (0 for none). */
  olderThan: number;
  savedAlbums: number;
  plays: number;
  /** Hours of the day (UTC) when this listener usually plays music, in order of likelihood. */
  listeningHours: number[];
  /** How many days back the first saved album was added. */
  librarySpanDays: number;
}

export const PERSONAS: readonly PersonaDefinition[] = [
  {
    key: 'night-owl',
    displayName: 'Nadia Okafor',
    email: 'nadia.okafor@example.com',
    country: 'GB',
    product: 'premium',
    followers: 212,
    blurb: 'Late-night electronic: ambient, techno and everything after midnight.',
    taste: {
      electronic: 3,
      ambient: 4,
      techno: 4,
      house: 3,
      idm: 4,
      downtempo: 4,
      'trip hop': 4,
      dub: 2,
      garage: 2,
      'drum and bass': 3,
      synth: 2,
      experimental: 1,
    },
    baseline: 0,
    olderThan: 0,
    savedAlbums: 140,
    plays: 50,
    listeningHours: [23, 0, 1, 22, 2, 21, 3],
    librarySpanDays: 1400,
  },
  {
    key: 'slow-cooker',
    displayName: 'Marcus Bell',
    email: 'marcus.bell@example.com',
    country: 'US',
    product: 'premium',
    followers: 87,
    blurb: 'Jazz and soul while the onions soften: cooking music, old and new.',
    taste: {
      jazz: 4,
      soul: 4,
      funk: 3,
      'r&b': 3,
      'bossa nova': 4,
      gospel: 2,
      blues: 2,
      bop: 3,
      'spiritual jazz': 4,
    },
    baseline: 0,
    olderThan: 1985,
    savedAlbums: 220,
    plays: 50,
    listeningHours: [18, 19, 17, 20, 12, 13],
    librarySpanDays: 2600,
  },
  {
    key: 'trail-runner',
    displayName: 'Jo Lindqvist',
    email: 'jo.lindqvist@example.com',
    country: 'SE',
    product: 'premium',
    followers: 41,
    blurb: 'Indie rock for early runs: guitars, post-punk drive and the odd shoegaze haze.',
    taste: {
      'indie rock': 4,
      'post-punk': 4,
      'alternative rock': 3,
      punk: 3,
      'garage rock': 3,
      shoegaze: 3,
      'noise rock': 2,
      'indie pop': 2,
      'art rock': 1,
    },
    baseline: 0,
    olderThan: 0,
    savedAlbums: 180,
    plays: 50,
    listeningHours: [6, 7, 5, 8, 17],
    librarySpanDays: 1100,
  },
  {
    key: 'first-steps',
    displayName: 'Priya Raman',
    email: 'priya.raman@example.com',
    country: 'IN',
    product: 'free',
    followers: 0,
    blurb: 'New to Spotify: a couple of pop records saved and a handful of plays.',
    taste: { pop: 4, 'singer-songwriter': 2, 'r&b': 1 },
    baseline: 0,
    olderThan: 0,
    savedAlbums: 3,
    plays: 6,
    listeningHours: [20, 21, 8],
    librarySpanDays: 9,
  },
  {
    key: 'crate-digger',
    displayName: 'Ruth Adeyemi',
    email: 'ruth.adeyemi@example.com',
    country: 'DE',
    product: 'premium',
    followers: 1310,
    blurb:
      'Record-shop clerk with 2,000 saved albums: everything, leaning to older hip hop, folk and rock.',
    taste: { 'hip hop': 2, folk: 2, rock: 1.5, reggae: 1.5, 'singer-songwriter': 1, krautrock: 2 },
    baseline: 0.6,
    olderThan: 1995,
    savedAlbums: 2000,
    plays: 50,
    listeningHours: [15, 14, 16, 11, 10, 19],
    librarySpanDays: 4200,
  },
];
