import type { WordVectors } from '../vectors/word-vectors.ts';
import type { AlbumIndex } from './album-index.ts';
import type { AskVocabulary } from './explicit-asks.ts';
import type { LexiconMatcher } from './lexicon-matcher.ts';
import type { MomentMatcher } from './moment-matcher.ts';
import type { TermSimilarity } from './term-similarity.ts';
import type { TermTable } from './term-table.ts';
import type { ContextReader } from './understand-context.ts';

/** Everything precomputed once per catalog, plus scratch buffers reused by every request. */
export interface EngineCore {
  index: AlbumIndex;
  terms: TermTable;
  vectors: WordVectors;
  similarity: TermSimilarity;
  lexicon: LexiconMatcher;
  reader: ContextReader;
  moments: MomentMatcher;
  /** Albums per artist id, flat with offsets. */
  artistAlbumStart: Int32Array;
  artistAlbums: Int32Array;
  /** Albums never picked with family company (see family-safety.ts). */
  adultAlbums: Int32Array;
  /** The same albums as a mask over the catalog: 1 for an adult album. */
  adultMask: Uint8Array;
  /** What explicit asks are read against: the catalog's genres and artists, its newest year. */
  asks: AskVocabulary;
  /** Each album's mean fit over a fixed sample of moments (see hubness.ts), or null. */
  hubs: Float32Array | null;
  /** The albums whose hubness is not zero, ascending, and the same albums as a mask (or null). */
  hubAlbums: Int32Array;
  hubMask: Uint8Array | null;
  scratch: {
    extra: Float32Array;
    blocked: Uint8Array;
  };
}
