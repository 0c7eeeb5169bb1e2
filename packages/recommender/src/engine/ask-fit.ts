import type { EngineCore } from './engine-core.ts';
import type { ExplicitAsks, GenreAsk } from './explicit-asks.ts';
import { valueAt } from './term-similarity.ts';

/** A genre the album only lists after its primary genres is near the kind, not in it. */
const SECONDARY = 0.6;
/** Years outside the asked span fade over this many years. */
const YEAR_FADE = 3;
/** An artist's own records are like them, but "something like" wants others first. */
const SAME_ARTIST = 0.75;
const ARTIST_FLOOR = 0.35;
/** Years around an artist's own that sound of their time, and how fast likeness fades beyond. */
const ERA_SLACK = 5;
const ERA_FADE = 30;
const ERA_FLOOR = 0.5;
/** The genre-tree match value (see TermSimilarity.forGenre): at or above it, a genre is in kind. */
const IN_TREE = 0.75;
const FAMILY_STEP = 0.05;
const GENRE_STEP = 0.1;
/**
 * A descriptor that marks the kind ("Christmas", "christian") without the genre: near the kind,
 * not in it, so a folk record about faith does not answer a plain ask for gospel.
 */
const DESCRIBED = 0.7;

/**
 * How well each album answers what the listener asked for outright, 0–1 (the product over the
 * kinds of ask: genre, years, artist), and which albums their "no jazz" rules out.
 */
export function askFit(
  core: EngineCore,
  asks: ExplicitAsks,
): {
  fit: Float32Array | null;
  ruledOut: number[];
} {
  const { index } = core;
  const ruledOut: number[] = [];
  if (asks.notGenres.length > 0) {
    const not = genreFit(core, asks.notGenres, 1, false);
    for (let a = 0; a < index.count; a += 1) if ((not[a] as number) >= 0.7) ruledOut.push(a);
  }
  if (asks.notDescriptors.length > 0) ruledOut.push(...withDescriptors(core, asks.notDescriptors));
  if (asks.genres.length === 0 && !asks.years && !asks.artist && asks.wantDescriptors.length === 0)
    return { fit: null, ruledOut };
  const fit =
    asks.genres.length > 0 ? genreFit(core, asks.genres) : new Float32Array(index.count).fill(1);
  if (asks.years) {
    const { from, to } = asks.years;
    for (let a = 0; a < index.count; a += 1) {
      const year = index.year[a] as number;
      const distance =
        year === 0 ? YEAR_FADE : year < from ? from - year : year > to ? year - to : 0;
      fit[a] = (fit[a] as number) * Math.max(0, 1 - distance / YEAR_FADE);
    }
  }
  if (asks.artist) artistFit(core, asks.artist.artist, fit);
  if (asks.wantDescriptors.length > 0) {
    const wanted = new Set(withDescriptors(core, asks.wantDescriptors));
    for (let a = 0; a < index.count; a += 1) if (!wanted.has(a)) fit[a] = 0;
  }
  return { fit, ruledOut };
}

/**
 * `secondary`: what a genre listed after the album's primary genres counts for; `asked`: a genre wanted, where later
 * primary genres count less and the genre tree decides (not for a genre ruled out: any mention
 * of it rules the album out).
 */
function genreFit(
  core: EngineCore,
  asks: GenreAsk[],
  secondary = SECONDARY,
  asked = true,
): Float32Array {
  const { index, terms, similarity } = core;
  // A genre named, sharing the family's words or under it in the genre tree is fully in kind;
  // one only near it in word vectors partly. Earlier families of an ask count a little more.
  const rows = asks.flatMap((ask) =>
    ask.families.map((family, i) => ({
      // A rule-out reaches every genre sharing the word ("no jazz" holds for jazz rap too).
      row: asked ? similarity.forAskedGenre(family) : similarity.forGenre(family),
      weight: 1 - FAMILY_STEP * Math.min(i, 3),
    })),
  );
  const descriptorTerms = new Set(
    asks.flatMap((ask) =>
      ask.descriptors.flatMap((d) => {
        const id = terms.idOf('descriptor', d);
        return id === undefined ? [] : [id];
      }),
    ),
  );
  const titled = titleWords(asks.flatMap((ask) => ask.descriptors));
  const out = new Float32Array(index.count);
  for (let a = 0; a < index.count; a += 1) {
    const album = index.albums[a];
    if (!album) continue;
    const primary = album.primaryGenreCount ?? album.genres.length;
    let best = 0;
    for (let i = 0; i < album.genres.length; i += 1) {
      const term = terms.idOf('genre', album.genres[i] as string);
      if (term === undefined) continue;
      let value = 0;
      for (const { row, weight } of rows) {
        const match = valueAt(row, term);
        value = Math.max(value, (match >= IN_TREE ? 1 : match) * weight);
      }
      // The genres an album lists first are what it is; one named fourth is a flavour of it.
      const place = i >= primary ? secondary : asked ? 1 - GENRE_STEP * Math.min(i, 5) : 1;
      best = Math.max(best, value * place);
    }
    if (descriptorTerms.size > 0) {
      for (const d of album.descriptors) {
        const term = terms.idOf('descriptor', d);
        if (term !== undefined && descriptorTerms.has(term)) best = Math.max(best, DESCRIBED);
      }
    }
    // A title that names the kind ("Sleepy Time Lullabys", "A Christmas Gift") marks it too.
    if (titled && titled.test(album.title)) best = Math.max(best, DESCRIBED);
    out[a] = best;
  }
  return out;
}

/**
 * Likeness to the artist: half closeness in album space to their own records, half how much of
 * their genres (by how often their records list them first) the album shares.
 */
function artistFit(core: EngineCore, artist: number, fit: Float32Array) {
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
  const [first, last] = yearSpan(index.year, own);
  for (let a = 0; a < index.count; a += 1) {
    let cosine = 0;
    for (let d = 0; d < dims; d += 1)
      cosine += (index.dense[a * dims + d] as number) * (centre[d] as number);
    cosine /= length;
    const close = Math.max(0, (cosine - ARTIST_FLOOR) / (1 - ARTIST_FLOOR));
    const likeness = 0.5 * close + 0.5 * (genres[a] as number);
    const era = eraLikeness(index.year[a] as number, first, last);
    fit[a] = (fit[a] as number) * likeness * era * (ownSet.has(a) ? SAME_ARTIST : 1);
  }
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

/** Albums with any of the descriptors (as the catalog spells them, case aside). */
function withDescriptors(core: EngineCore, descriptors: string[]): number[] {
  const wanted = new Set(descriptors.map((d) => d.toLowerCase()));
  const out: number[] = [];
  core.index.albums.forEach((album, a) => {
    if (album.descriptors.some((d) => wanted.has(d.toLowerCase()))) out.push(a);
  });
  return out;
}

/** The descriptor words as whole title words, with their plurals: lullaby, lullabys, lullabies. */
function titleWords(descriptors: string[]): RegExp | null {
  const forms = descriptors
    .filter((d) => /^[a-z]+$/iu.test(d))
    .flatMap((d) => {
      const word = d.toLowerCase();
      return word.endsWith('y')
        ? [word, `${word}s`, `${word.slice(0, -1)}ies`]
        : [word, `${word}s`];
    });
  return forms.length === 0 ? null : new RegExp(`\\b(?:${forms.join('|')})\\b`, 'iu');
}
