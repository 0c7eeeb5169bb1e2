import type { CatalogAlbum } from '@album-club/recommender/catalog/catalog-album';
import { seededRandom } from '../ids/seeded-random.ts';

/** Hand-written albums that tests look up by name. */
export const NAMED_ALBUMS: CatalogAlbum[] = [
  {
    id: 'csv_kind-of-blue',
    title: 'Kind of Blue',
    artist: 'Miles Davis',
    year: 1959,
    genres: ['Modal Jazz', 'Cool Jazz'],
    descriptors: ['nocturnal'],
    releaseType: 'album',
    primaryGenreCount: 1,
    spotifyId: '1weenld61qoidwYuZ1GESA',
  },
  {
    id: 'csv_selected-ambient-works',
    title: 'Selected Ambient Works 85-92',
    artist: 'Aphex Twin',
    year: 1992,
    genres: ['Ambient Techno', 'IDM'],
    descriptors: ['hypnotic'],
    releaseType: 'album',
  },
  {
    id: 'csv_marquee-moon',
    title: 'Marquee Moon',
    artist: 'Television',
    year: 1977,
    genres: ['Post-Punk', 'Art Rock'],
    descriptors: ['energetic'],
    releaseType: 'album',
  },
  {
    id: 'csv_bjork-homogenic',
    title: 'Homogenic',
    artist: 'Björk',
    year: 1997,
    genres: ['Art Pop', 'Electronic'],
    descriptors: ['cold'],
    releaseType: 'album',
  },
  {
    id: 'csv_watch-the-throne',
    title: 'Watch the Throne',
    artist: 'JAY-Z, Kanye West',
    artists: ['JAY-Z', 'Kanye West'],
    year: 2011,
    genres: ['Hip Hop'],
    descriptors: ['boastful'],
    releaseType: 'album',
  },
  {
    id: 'csv_untitled-ep',
    title: 'Untitled EP',
    artist: 'Quiet Harbour',
    year: null,
    genres: ['Pop'],
    descriptors: ['warm'],
    releaseType: 'ep',
  },
];

const FAMILIES = [
  ['Ambient', 'Techno', 'IDM', 'Downtempo', 'Deep House', 'Trip Hop'],
  ['Hard Bop', 'Soul Jazz', 'Soul', 'Funk', 'Bossa Nova', 'Neo-Soul'],
  ['Indie Rock', 'Post-Punk', 'Shoegaze', 'Garage Rock', 'Alternative Rock', 'Indie Pop'],
  ['Hip Hop', 'Boom Bap', 'Folk', 'Singer-Songwriter', 'Reggae', 'Krautrock'],
  ['Pop', 'Synthpop', 'Dance-Pop', 'Contemporary R&B', 'Art Pop', 'Country'],
];
const WORDS = [
  'Lantern',
  'Orbit',
  'Saltwater',
  'Ember',
  'Meridian',
  'Hollow',
  'Cinder',
  'Parade',
  'Juniper',
  'Static',
  'Velvet',
  'Harbour',
  'Mosaic',
  'Tundra',
  'Cobalt',
  'Atlas',
];
const RELEASE_TYPES = ['album', 'album', 'album', 'album', 'ep', 'live', 'compilation', 'mixtape'];

/** A deterministic catalog big enough for every persona (2,400 albums plus the named ones). */
export function fixtureCatalog(size = 2400): CatalogAlbum[] {
  const random = seededRandom('fixture-catalog');
  const generated = Array.from({ length: size }, (_, index): CatalogAlbum => {
    const family = FAMILIES[index % FAMILIES.length] ?? [];
    const artistNumber = Math.floor(index / 3);
    return {
      id: `csv_fixture-${index}`,
      title: `${random.pick(WORDS)} ${random.pick(WORDS)} ${index}`,
      artist: `${random.pick(WORDS)} Collective ${artistNumber}`,
      year: 1955 + random.int(0, 70),
      genres: [random.pick(family), random.pick(family), random.pick(FAMILIES.flat())],
      primaryGenreCount: 2,
      descriptors: ['warm'],
      releaseType: random.pick(RELEASE_TYPES),
      rating: { average: 5 + random.next() * 4, count: random.int(10, 40000) },
    };
  });
  return [...NAMED_ALBUMS, ...generated];
}
