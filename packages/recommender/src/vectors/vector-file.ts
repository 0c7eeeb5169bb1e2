/**
 * The word-vector file: a small header, 4-bit codes (two per byte, each vector scaled so its
 * largest component is ±7) and the words, UTF-8, one per line. Only the direction of a vector is
 * kept, which is all a cosine needs.
 */
export const VECTOR_FILE_MAGIC = 0x56574341; // "ACWV" little-endian
export const VECTOR_FILE_VERSION = 1;
const HEADER_BYTES = 20;

export interface VectorFileContents {
  dims: number;
  words: string[];
  /** Packed 4-bit codes, `dims / 2` bytes per word; a nibble n stands for n − 8. */
  codes: Uint8Array;
}

export function quantise(vector: ArrayLike<number>, out: Uint8Array, offset: number) {
  let max = 0;
  for (let d = 0; d < vector.length; d += 1) max = Math.max(max, Math.abs(vector[d] ?? 0));
  const scale = max > 0 ? 7 / max : 0;
  for (let d = 0; d < vector.length; d += 2) {
    const low = Math.round((vector[d] ?? 0) * scale) + 8;
    const high = Math.round((vector[d + 1] ?? 0) * scale) + 8;
    out[offset + d / 2] = low | (high << 4);
  }
}

export function encodeVectorFile({ dims, words, codes }: VectorFileContents): Uint8Array {
  const text = new TextEncoder().encode(words.join('\n'));
  const out = new Uint8Array(HEADER_BYTES + codes.length + text.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, VECTOR_FILE_MAGIC, true);
  view.setUint32(4, VECTOR_FILE_VERSION, true);
  view.setUint32(8, words.length, true);
  view.setUint32(12, dims, true);
  view.setUint32(16, text.length, true);
  out.set(codes, HEADER_BYTES);
  out.set(text, HEADER_BYTES + codes.length);
  return out;
}

export function decodeVectorFile(bytes: Uint8Array): VectorFileContents {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < HEADER_BYTES || view.getUint32(0, true) !== VECTOR_FILE_MAGIC) {
    throw new Error('Not an Album Club word-vector file');
  }
  if (view.getUint32(4, true) !== VECTOR_FILE_VERSION) {
    throw new Error(`Unsupported word-vector file version ${view.getUint32(4, true)}`);
  }
  const count = view.getUint32(8, true);
  const dims = view.getUint32(12, true);
  const textBytes = view.getUint32(16, true);
  const codeBytes = (count * dims) / 2;
  if (bytes.byteLength !== HEADER_BYTES + codeBytes + textBytes) {
    throw new Error('Word-vector file is truncated');
  }
  const codes = bytes.subarray(HEADER_BYTES, HEADER_BYTES + codeBytes);
  const text = new TextDecoder().decode(bytes.subarray(HEADER_BYTES + codeBytes));
  const words = text === '' ? [] : text.split('\n');
  if (words.length !== count) throw new Error('Word-vector file word count mismatch');
  return { dims, words, codes };
}
