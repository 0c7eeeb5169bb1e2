import type { EngineCore } from './engine-core.ts';
import { valueAt } from './term-similarity.ts';
import { isSeasonalAlbum, SEASONAL } from './seasonal.ts';

/** An artist's own records are like them, but "something like" wants others first. */
const SAME_ARTIST = 0.5;
/** Asked for by name ("some Fleetwood Mac"), their own records come first. */
const OWN_ARTIST = 1.3;
const ARTIST_FLOOR = 0.35;
/** Years around an artist's own that sound of their time, and how fast likeness fades beyond. */
const ERA_SLACK = 5;
const ERA_FADE = 30;
const ERA_FLOOR = 0.5;
/** A kind of voice on at least this share of an artist's records is theirs; another counts this. */
const CLEAR_VOICE = 0.7;
const OTHER_VOICE = 0.55;
const ONE_VOICE_OF_TWO = 0.9;

/**
 * Likeness to the artist: half closeness in album space to their own records, half how much of
 * their genres (by how often their records list them first) the album shares.
 */
export function artistFit(core: EngineCore, artist: number, fit: Float32Array, byName = false) {
  const { index } = core;
  const genres = artistGenres(core, artist);
  const dims = index.dims;
  const own = core.artistAlbums.subarray(
    core.artistAlbumStart[artist],
    core.artistAlbumStart[artist + 1],
  );
  const centre = new Float32Array(dims);
  for (const album of own)
    for (let d = 0; d < dims; d += 1)
      centre[d] = (centre[d] as number) + (index.dense[album * dims + d] as number);
  const length = Math.hypot(...centre);
  if (length === 0) return;
  const ownSet = new Set(own);
  const voices = artistVoices(own.length > 0 ? [...own].map((a) => index.albums[a]) : []);
  // Compilations (undescribed, often dated by their reissue) would stretch the artist's era.
  const described = own.filter((a) => (index.albums[a]?.descriptors.length ?? 0) > 0);
  const [first, last] = yearSpan(index.year, described.length > 0 ? described : own);
  for (let a = 0; a < index.count; a += 1) {
    let cosine = 0;
    for (let d = 0; d < dims; d += 1)
      cosine += (index.dense[a * dims + d] as number) * (centre[d] as number);
    cosine /= length;
    const close = Math.max(0, (cosine - ARTIST_FLOOR) / (1 - ARTIST_FLOOR));
    const likeness = 0.5 * close + 0.5 * (genres[a] as number);
    const era = eraLikeness(index.year[a] as number, first, last);
    const voice = voiceLikeness(voices, voiceOf(index.albums[a]?.descriptors ?? []));
    // A seasonal record is like its artist only in season: the Christmas ask lifts it then.
    const season = !byName && isSeasonalAlbum(index.albums[a]) ? SEASONAL_RECORD : 1;
    fit[a] =
      (fit[a] as number) *
      likeness *
      era *
      voice *
      season *
      (ownSet.has(a) ? (byName ? OWN_ARTIST : SAME_ARTIST) : 1);
  }
}

interface Voice {
  female: boolean;
  male: boolean;
  instrumental: boolean;
}

function voiceOf(descriptors: readonly string[]): Voice | null {
  if (descriptors.length === 0) return null;
  return {
    female: descriptors.includes('female vocals'),
    male: descriptors.includes('male vocals'),
    instrumental: descriptors.includes('instrumental'),
  };
}

/** How often the artist's described records have each kind of voice, 0–1 (null: none described). */
function artistVoices(albums: readonly ({ descriptors: string[] } | undefined)[]) {
  const voices = albums.flatMap((album) => {
    const voice = voiceOf(album?.descriptors ?? []);
    return voice ? [voice] : [];
  });
  if (voices.length === 0) return null;
  const share = (key: keyof Voice) => voices.filter((v) => v[key]).length / voices.length;
  return { female: share('female'), male: share('male'), instrumental: share('instrumental') };
}

/**
 * Something like a singer is sung by a voice of the same kind: a male-fronted record is far
 * from Taylor Swift, and a sung one from Miles Davis. Mixed or undescribed records stay neutral.
 */
function voiceLikeness(artist: ReturnType<typeof artistVoices>, album: Voice | null): number {
  if (!artist || !album) return 1;
  const sung = album.female || album.male;
  if (artist.instrumental >= CLEAR_VOICE && sung && !album.instrumental) return OTHER_VOICE;
  if (artist.instrumental <= 1 - CLEAR_VOICE && album.instrumental && !sung) return OTHER_VOICE;
  if (artist.female >= CLEAR_VOICE && artist.male <= 1 - CLEAR_VOICE && album.male && !album.female)
    return OTHER_VOICE;
  if (artist.male >= CLEAR_VOICE && artist.female <= 1 - CLEAR_VOICE && album.female && !album.male)
    return OTHER_VOICE;
  // A band where women and men both sing (Fleetwood Mac) is most like another such band.
  if (artist.female >= CLEAR_VOICE && artist.male >= CLEAR_VOICE && album.female !== album.male)
    return ONE_VOICE_OF_TWO;
  return 1;
}

/** The years an artist's records span (0, 0 when none is dated). */
function yearSpan(years: ArrayLike<number>, own: Int32Array): [number, number] {
  let first = 0;
  let last = 0;
  for (const album of own) {
    const year = years[album] as number;
    if (!year) continue;
    first = first === 0 ? year : Math.min(first, year);
    last = Math.max(last, year);
  }
  return [first, last];
}

/**
 * Something like an artist sounds like their time too: a record from within a few years of
 * theirs is fully alike, one a generation away (the 1960s for a 2010s artist) much less.
 */
function eraLikeness(year: number, first: number, last: number): number {
  if (!year || !first) return 1;
  const distance = year < first ? first - year : year > last ? year - last : 0;
  return Math.max(ERA_FLOOR, 1 - Math.max(0, distance - ERA_SLACK) / ERA_FADE);
}

const SEASONAL_RECORD = 0.5;

/** Each album's share of the artist's genres, 0–1, the artist's most listed genre counting most. */
function artistGenres(core: EngineCore, artist: number): Float32Array {
  const { index } = core;
  const own = core.artistAlbums.subarray(
    core.artistAlbumStart[artist],
    core.artistAlbumStart[artist + 1],
  );
  const counts = new Map<string, number>();
  for (const album of own) {
    const entry = index.albums[album];
    if (!entry) continue;
    const primary = entry.primaryGenreCount ?? entry.genres.length;
    entry.genres.slice(0, Math.max(1, primary)).forEach((genre) => {
      const key = genre.toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
  }
  // Nat King Cole's Christmas records say he sings standards, not that he is Christmas music.
  const yearRound = [...counts.keys()].filter((genre) => !SEASONAL.test(genre));
  if (yearRound.length > 0)
    for (const genre of counts.keys()) if (SEASONAL.test(genre)) counts.delete(genre);
  const most = Math.max(1, ...counts.values());
  const weighted = [...counts].map(([genre, count]) => ({ count: count / most, genre }));
  return genreFitWeighted(core, weighted);
}

function genreFitWeighted(core: EngineCore, genres: { genre: string; count: number }[]) {
  const weights = genres.map(({ count }) => count);
  const { index, terms, similarity } = core;
  const rows = genres.map(({ genre }) => similarity.forGenre(genre));
  const out = new Float32Array(index.count);
  for (let a = 0; a < index.count; a += 1) {
    const album = index.albums[a];
    if (!album) continue;
    let best = 0;
    for (const genre of album.genres) {
      const term = terms.idOf('genre', genre);
      if (term === undefined) continue;
      rows.forEach((row, i) => {
        best = Math.max(best, valueAt(row, term) * (weights[i] as number));
      });
    }
    out[a] = best;
  }
  return out;
}
