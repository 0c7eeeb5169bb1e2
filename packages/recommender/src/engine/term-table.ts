import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import type { WordVectors } from '../vectors/word-vectors.ts';
import { familyMask, oppositeMask } from './character-index.ts';

/** Every distinct descriptor and genre of a catalog, with its vector and character families. */
export interface TermTable {
  count: number;
  text: string[];
  isGenre: Uint8Array;
  /** `count × dims` unit vectors; rows of terms with no known words stay zero. */
  vectors: Float32Array;
  hasVector: Uint8Array;
  families: Uint32Array;
  opposites: Uint32Array;
  idOf(kind: 'genre' | 'descriptor', text: string): number | undefined;
}

export function buildTermTable(albums: readonly CatalogAlbum[], vectors: WordVectors): TermTable {
  // Keyed by the exact spelling first: most lookups repeat the same strings.
  const ids = { genre: new Map<string, number>(), descriptor: new Map<string, number>() };
  const exact = { genre: new Map<string, number>(), descriptor: new Map<string, number>() };
  const text: string[] = [];
  const genre: number[] = [];
  const add = (kind: 'genre' | 'descriptor', raw: string) => {
    if (exact[kind].has(raw)) return;
    const key = raw.toLowerCase().trim();
    if (key === '') return;
    let id = ids[kind].get(key);
    if (id === undefined) {
      id = text.length;
      ids[kind].set(key, id);
      text.push(raw.trim());
      genre.push(kind === 'genre' ? 1 : 0);
    }
    exact[kind].set(raw, id);
  };
  for (const album of albums) {
    for (const g of album.genres) add('genre', g);
    for (const d of album.descriptors) add('descriptor', d);
  }
  const count = text.length;
  const dims = vectors.dims;
  const table: TermTable = {
    count,
    text,
    isGenre: Uint8Array.from(genre),
    vectors: new Float32Array(count * dims),
    hasVector: new Uint8Array(count),
    families: new Uint32Array(count),
    opposites: new Uint32Array(count),
    idOf: (kind, raw) => exact[kind].get(raw) ?? ids[kind].get(raw.toLowerCase().trim()),
  };
  for (let t = 0; t < count; t += 1) {
    const term = text[t] as string;
    const vector = vectors.phrase(term);
    if (vector) {
      table.vectors.set(vector, t * dims);
      table.hasVector[t] = 1;
    }
    if (!genre[t]) {
      const mask = familyMask(term);
      table.families[t] = mask;
      table.opposites[t] = oppositeMask(mask);
    }
  }
  return table;
}
