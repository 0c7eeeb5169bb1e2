import { describe, expect, it } from 'vitest';
import { loadBuiltInWordVectors } from './load-word-vectors.ts';
import { decodeVectorFile, encodeVectorFile, quantise } from './vector-file.ts';
import { dot } from './vector-math.ts';
import { WordVectors } from './word-vectors.ts';

describe('word-vector file', () => {
  it('round-trips words and 4-bit codes, keeping each direction', () => {
    const dims = 4;
    const codes = new Uint8Array(4);
    quantise([1, 0, -0.5, 0.25], codes, 0);
    quantise([0, 2, 0, 0], codes, 2);
    const vectors = WordVectors.fromBytes(
      encodeVectorFile({ dims, words: ['calm', 'loud'], codes }),
    );
    const calm = vectors.exact('calm') as Float32Array;
    const original = Float32Array.from([1, 0, -0.5, 0.25].map((x) => x / Math.hypot(1, 0.5, 0.25)));
    expect(dot(calm, original)).toBeGreaterThan(0.99);
    expect(Array.from(vectors.exact('loud') ?? [])).toEqual([0, 1, 0, 0]);
    expect(vectors.exact('quiet')).toBeUndefined();
  });

  it('rejects a file that is not a vector file or is cut short', () => {
    expect(() => decodeVectorFile(new Uint8Array(40))).toThrow(
      /Not an Album Club word-vector file/,
    );
    const bytes = encodeVectorFile({ dims: 2, words: ['a'], codes: new Uint8Array(1) });
    expect(() => decodeVectorFile(bytes.subarray(0, bytes.length - 1))).toThrow(/truncated/);
  });

  it('the shipped vectors know everyday words and place them sensibly', () => {
    const vectors = loadBuiltInWordVectors();
    expect(vectors.size).toBeGreaterThan(90_000);
    const sim = (a: string, b: string) =>
      dot(vectors.phrase(a) as Float32Array, vectors.phrase(b) as Float32Array);
    expect(sim('rainy', 'drizzle')).toBeGreaterThan(sim('rainy', 'disco'));
    expect(sim('grandma', 'grandmother')).toBeGreaterThan(0.5);
    expect(vectors.word('hungover')).toBeDefined();
  });
});
