import { STOPWORDS } from '../text/stopwords.ts';
import { wordForms } from '../text/word-forms.ts';
import { decodeVectorFile, type VectorFileContents } from './vector-file.ts';
import { addScaled, normalise } from './vector-math.ts';

/** Word vectors kept 4-bit packed in memory; a vector is unpacked only when it is asked for. */
export class WordVectors {
  readonly dims: number;
  readonly size: number;
  private readonly index = new Map<string, number>();
  private readonly codes: Uint8Array;
  private readonly phrases = new Map<string, Float32Array | undefined>();

  constructor({ dims, words, codes }: VectorFileContents) {
    this.dims = dims;
    this.size = words.length;
    this.codes = codes;
    words.forEach((word, i) => {
      if (!this.index.has(word)) this.index.set(word, i);
    });
  }

  static fromBytes(bytes: Uint8Array): WordVectors {
    return new WordVectors(decodeVectorFile(bytes));
  }

  has(word: string): boolean {
    return this.index.has(word);
  }

  /** Frequency rank: the shipped vocabulary lists everyday words most frequent first. */
  rank(word: string): number {
    return this.index.get(word) ?? Number.MAX_SAFE_INTEGER;
  }

  /** The unit vector of an exact word, written into `out` when given. */
  exact(word: string, out = new Float32Array(this.dims)): Float32Array | undefined {
    const row = this.index.get(word);
    if (row === undefined) return undefined;
    const base = (row * this.dims) / 2;
    for (let d = 0; d < this.dims; d += 2) {
      const byte = this.codes[base + d / 2] as number;
      out[d] = (byte & 15) - 8;
      out[d + 1] = (byte >> 4) - 8;
    }
    return normalise(out) ? out : undefined;
  }

  /** The vector of a word or of its nearest base form ("jogging" → "jog"). Cached: do not modify. */
  word(word: string): Float32Array | undefined {
    const key = `=${word}`;
    if (this.phrases.has(key)) return this.phrases.get(key);
    let found: Float32Array | undefined;
    for (const form of wordForms(word)) {
      found = this.exact(form);
      if (found) break;
    }
    this.remember(key, found);
    return found;
  }

  /**
   * The vector of a short phrase: the phrase as one token where the vocabulary has it
   * ("hip-hop", "lo-fi"), otherwise the mean of its words. Shared and cached: do not modify.
   */
  phrase(text: string): Float32Array | undefined {
    const lower = text.toLowerCase().trim();
    if (this.phrases.has(lower)) return this.phrases.get(lower);
    const vector = this.computePhrase(lower);
    this.remember(lower, vector);
    return vector;
  }

  private remember(key: string, vector: Float32Array | undefined) {
    if (this.phrases.size >= 8192) this.phrases.clear();
    this.phrases.set(key, vector);
  }

  private computePhrase(lower: string): Float32Array | undefined {
    const words = lower.split(/[\s/]+/).filter(Boolean);
    for (const joined of [lower, words.join('-'), words.join('')]) {
      const vector = this.exact(joined);
      if (vector) return vector;
    }
    const parts = lower.split(/[\s/-]+/).filter((w) => w !== '' && !STOPWORDS.has(w));
    const sum = new Float32Array(this.dims);
    let found = 0;
    for (const part of parts) {
      const vector = this.word(part);
      if (!vector) continue;
      addScaled(sum, vector, 1);
      found += 1;
    }
    return found > 0 && normalise(sum) ? sum : undefined;
  }
}
