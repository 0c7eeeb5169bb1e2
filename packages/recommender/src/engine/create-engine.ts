import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import { GenreTree } from '../catalog/genre-tree.ts';
import { titleKey } from '../text/name-key.ts';
import { ALL_MOMENTS } from '../lexicon/all-moments.ts';
import { isAdultAlbum } from './family-safety.ts';
import type { WordVectors } from '../vectors/word-vectors.ts';
import { buildAlbumIndex } from './album-index.ts';
import type { EngineCore } from './engine-core.ts';
import { LexiconMatcher } from './lexicon-matcher.ts';
import { MomentMatcher } from './moment-matcher.ts';
import { momentReadings } from './moment-reading.ts';
import { recommendWith } from './recommend.ts';
import type { RecommendInput, Recommendation } from './recommend-input.ts';
import { hubAlbums, hubness } from './hubness.ts';
import { TermSimilarity } from './term-similarity.ts';
import { buildTermTable, type TermTable } from './term-table.ts';
import type { AskVocabulary } from './explicit-asks.ts';
import { ContextReader } from './understand-context.ts';

export interface EngineOptions {
  /** Genre hierarchy for rolling sub-genres up; any catalog works without it. */
  genreTree?: GenreTree;
  /**
   * Every album's hubness worked out before (see hubness.ts and load/built-in-hubs.ts), one per
   * album in catalog order; computed at creation when absent or of another length.
   */
  hubs?: Float32Array | null;
}

/** A recommender built once for a catalog (at boot) and asked per request. */
export interface Engine {
  readonly size: number;
  /** The album vectors every request scans (`size × dims`), for benchmarks and diagnostics. */
  readonly albumVectors: { dims: number; data: Float32Array };
  /** Every album's hubness (see hubness.ts), to ship it worked out for a catalog; or null. */
  readonly hubs: Float32Array | null;
  recommend(input: RecommendInput): Recommendation[];
  album(id: string): CatalogAlbum | undefined;
}

function albumsByArtist(
  artistStart: Int32Array,
  artistIds: Int32Array,
  artists: number,
  albums: number,
) {
  const counts = new Int32Array(artists + 1);
  for (const id of artistIds) counts[id + 1] = (counts[id + 1] as number) + 1;
  for (let i = 0; i < artists; i += 1)
    counts[i + 1] = (counts[i + 1] as number) + (counts[i] as number);
  const start = Int32Array.from(counts);
  const fill = Int32Array.from(counts);
  const list = new Int32Array(artistIds.length);
  for (let album = 0; album < albums; album += 1) {
    for (let k = artistStart[album] as number; k < (artistStart[album + 1] as number); k += 1) {
      const artist = artistIds[k] as number;
      list[fill[artist] as number] = album;
      fill[artist] = (fill[artist] as number) + 1;
    }
  }
  return { start, list };
}

function askVocabulary(
  catalog: readonly CatalogAlbum[],
  terms: TermTable,
  vectors: WordVectors,
  artistIdByKey: Map<string, number>,
  byArtist: { start: Int32Array; list: Int32Array },
): AskVocabulary {
  const catalogGenres = new Set<string>();
  for (let t = 0; t < terms.count; t += 1)
    if (terms.isGenre[t]) catalogGenres.add((terms.text[t] as string).toLowerCase());
  let latestYear = 0;
  for (const album of catalog) latestYear = Math.max(latestYear, album.year ?? 0);
  return {
    catalogGenres,
    artistIdByKey,
    titlesOf: (artist) => {
      const albums: { title: string; genres: readonly string[]; year: number | null }[] = [];
      const end = byArtist.start[artist + 1] as number;
      for (let k = byArtist.start[artist] as number; k < end; k += 1) {
        const album = catalog[byArtist.list[k] as number] as CatalogAlbum;
        albums.push({ title: titleKey(album.title), genres: album.genres, year: album.year });
      }
      return albums;
    },
    rank: (word) => vectors.rank(word),
    latestYear: latestYear || 9999,
  };
}

/** Hubness depends only on the catalog and the word vectors: engines built again share it. */
const HUBS = new WeakMap<readonly CatalogAlbum[], WeakMap<WordVectors, Float32Array | null>>();

function knownHubs(
  catalog: readonly CatalogAlbum[],
  vectors: WordVectors,
  compute: () => Float32Array | null,
): Float32Array | null {
  let byVectors = HUBS.get(catalog);
  if (!byVectors) HUBS.set(catalog, (byVectors = new WeakMap()));
  if (!byVectors.has(vectors)) byVectors.set(vectors, compute());
  return byVectors.get(vectors) ?? null;
}

/** Precomputes term vectors, album vectors and lookups; the engine itself does no I/O. */
export function createEngine(
  catalog: readonly CatalogAlbum[],
  vectors: WordVectors,
  options: EngineOptions = {},
): Engine {
  const terms = buildTermTable(catalog, vectors);
  const index = buildAlbumIndex(catalog, terms, vectors.dims);
  const lexicon = new LexiconMatcher(ALL_MOMENTS, vectors);
  const byArtist = albumsByArtist(
    index.artistStart,
    index.artistIds,
    index.artistIdByKey.size,
    index.count,
  );
  const similarity = new TermSimilarity(terms, vectors, options.genreTree ?? GenreTree.empty());
  const adultAlbums = Int32Array.from(
    catalog.flatMap((album, at) => (isAdultAlbum(album) ? [at] : [])),
  );
  const adultMask = new Uint8Array(index.count);
  for (const album of adultAlbums) adultMask[album] = 1;
  const core: EngineCore = {
    index,
    terms,
    vectors,
    similarity,
    lexicon,
    reader: new ContextReader(lexicon, vectors, (word) => similarity.forWord(word).best),
    moments: new MomentMatcher(lexicon),
    artistAlbumStart: byArtist.start,
    artistAlbums: byArtist.list,
    adultAlbums,
    adultMask,
    asks: askVocabulary(catalog, terms, vectors, index.artistIdByKey, byArtist),
    hubs: null,
    hubAlbums: new Int32Array(0),
    hubMask: null,
    scratch: {
      extra: new Float32Array(index.count),
      blocked: new Uint8Array(index.count),
    },
  };
  core.hubs =
    options.hubs?.length === index.count
      ? options.hubs
      : knownHubs(catalog, vectors, () => hubness(core));
  const hubs = hubAlbums(core.hubs);
  core.hubAlbums = hubs.albums;
  core.hubMask = hubs.mask;
  const readMoment = momentReadings(core);
  return {
    size: index.count,
    albumVectors: { dims: index.dims, data: index.dense },
    hubs: core.hubs,
    recommend: (input) => recommendWith(core, input, readMoment),
    album: (id) => {
      const at = index.byId.get(id);
      return at === undefined ? undefined : catalog[at];
    },
  };
}
