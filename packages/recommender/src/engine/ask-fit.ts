import type { EngineCore } from './engine-core.ts';
import type { ExplicitAsks, GenreAsk } from './explicit-asks.ts';
import { artistFit } from './artist-likeness.ts';
import { askLookups } from './ask-lookups.ts';
import { RecentCache } from '../text/recent-cache.ts';
import { valueAt } from './term-similarity.ts';

/** A genre the album only lists after its primary genres is near the kind, not in it. */
const SECONDARY = 0.6;
/** Years outside the asked span fade over this many years. */
const YEAR_FADE = 3;
/** The genre-tree match value (see TermSimilarity.forGenre): at or above it, a genre is in kind. */
const IN_TREE = 0.75;
const FAMILY_STEP = 0.05;
const GENRE_STEP = 0.15;
/**
 * An occasion's own ask (Christmas, a toddler's party) takes a record listing its genre third:
 * a children's record is often filed first as a TV soundtrack or pop.
 */
const OCCASION_GENRE_STEP = 0.1;
/**
 * A descriptor that marks the kind ("Christmas", "christian") without the genre: near the kind,
 * not in it, so a folk record about faith does not answer a plain ask for gospel.
 */
const DESCRIBED = 0.7;
/**
 * A kind ruled out ("no jazz", "not baby music") rules out its records and those described as
 * it: DESCRIBED as stored in 32 bits falls just below 0.7, so the bar sits a hair lower.
 */
const RULED_OUT = DESCRIBED - 0.01;

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
    const not = knownGenreFit(core, asks.notGenres, 1, false);
    for (let a = 0; a < index.count; a += 1) if ((not[a] as number) >= RULED_OUT) ruledOut.push(a);
  }
  if (asks.notDescriptors.length > 0) ruledOut.push(...withDescriptors(core, asks.notDescriptors));
  for (const { artist } of asks.notArtists)
    for (
      let k = core.artistAlbumStart[artist] as number;
      k < (core.artistAlbumStart[artist + 1] as number);
      k += 1
    )
      ruledOut.push(core.artistAlbums[k] as number);
  if (asks.genres.length === 0 && !asks.years && !asks.artist && asks.wantDescriptors.length === 0)
    return { fit: null, ruledOut };
  // The kept fit is shared: copied when the years, an artist or descriptors narrow it further.
  const narrows = asks.years !== null || asks.artist !== null || asks.wantDescriptors.length > 0;
  const shared = asks.genres.length > 0 ? knownGenreFit(core, asks.genres) : null;
  const fit = shared ? (narrows ? shared.slice() : shared) : new Float32Array(index.count).fill(1);
  if (asks.years) {
    const { from, to } = asks.years;
    for (let a = 0; a < index.count; a += 1) {
      const year = index.year[a] as number;
      const distance =
        year === 0 ? YEAR_FADE : year < from ? from - year : year > to ? year - to : 0;
      fit[a] = (fit[a] as number) * Math.max(0, 1 - distance / YEAR_FADE);
    }
  }
  if (asks.artist) artistFit(core, asks.artist.artist, fit, asks.artist.own);
  if (asks.wantDescriptors.length > 0) {
    const wanted = new Set(withDescriptors(core, asks.wantDescriptors));
    for (let a = 0; a < index.count; a += 1) if (!wanted.has(a)) fit[a] = 0;
  }
  return { fit, ruledOut };
}

/** Genre fits of recent asks, per catalog: a few occasions (Christmas, a toddler) ask often. */
const KEPT_GENRE_FITS = 16;
const genreFits = new WeakMap<EngineCore['index'], RecentCache<string, Float32Array>>();

/** genreFit, remembered for the same asks; the array returned must not be written. */
function knownGenreFit(
  core: EngineCore,
  asks: GenreAsk[],
  secondary = SECONDARY,
  asked = true,
): Float32Array {
  let kept = genreFits.get(core.index);
  if (!kept) genreFits.set(core.index, (kept = new RecentCache(KEPT_GENRE_FITS)));
  const key = JSON.stringify([
    secondary,
    asked,
    asks.map((ask) => [ask.families, ask.descriptors, ask.byOccasion === true]),
  ]);
  return kept.read(key, () => genreFit(core, asks, secondary, asked));
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
      step: ask.byOccasion ? OCCASION_GENRE_STEP : GENRE_STEP,
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
  const titled = titledAlbums(
    core,
    asks.flatMap((ask) => ask.descriptors),
  );
  const {
    genreStart,
    genreTerms,
    descriptorStart,
    descriptorTerms: albumDescriptors,
  } = askLookups(core);
  const out = new Float32Array(index.count);
  for (let a = 0; a < index.count; a += 1) {
    const album = index.albums[a];
    if (!album) continue;
    const first = genreStart[a] as number;
    const count = (genreStart[a + 1] as number) - first;
    const primary = album.primaryGenreCount ?? count;
    let best = 0;
    for (let i = 0; i < count; i += 1) {
      const term = genreTerms[first + i] as number;
      if (term < 0) continue;
      // The genres an album lists first are what it is; one named fourth is a flavour of it.
      for (const { row, weight, step } of rows) {
        const match = valueAt(row, term);
        const place = i >= primary ? secondary : asked ? 1 - step * Math.min(i, 5) : 1;
        best = Math.max(best, (match >= IN_TREE ? 1 : match) * weight * place);
      }
    }
    if (descriptorTerms.size > 0) {
      const end = descriptorStart[a + 1] as number;
      for (let k = descriptorStart[a] as number; k < end; k += 1)
        if (descriptorTerms.has(albumDescriptors[k] as number)) best = Math.max(best, DESCRIBED);
    }
    out[a] = best;
  }
  // A title that names the kind ("Sleepy Time Lullabys", "A Christmas Gift") marks it too.
  for (const a of titled) out[a] = Math.max(out[a] as number, DESCRIBED);
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

/** Albums whose title holds a descriptor word, or its plural: lullaby, lullabys, lullabies. */
function titledAlbums(core: EngineCore, descriptors: string[]): Set<number> {
  const { titled } = askLookups(core);
  const forms = descriptors
    .filter((d) => /^[a-z]+$/iu.test(d))
    .flatMap((d) => {
      const word = d.toLowerCase();
      return word.endsWith('y')
        ? [word, `${word}s`, `${word.slice(0, -1)}ies`]
        : [word, `${word}s`];
    });
  return new Set(forms.flatMap((form) => titled.get(form) ?? []));
}
