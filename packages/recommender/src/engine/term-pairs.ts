import type { AlbumIndex } from './album-index.ts';

/**
 * The catalog's album terms as (term, weight) pairs: 145,000 album terms of the built-in catalog
 * are fewer than 9,000 distinct pairs. A moment's fit multiplies each pair once and then sums
 * per album by pair number, in the same order and with the same products as term by term.
 */
export interface TermPairs {
  count: number;
  term: Int32Array;
  weight: Float32Array;
  /** Per album term (parallel to `termIds`): its pair. */
  pairOf: Uint16Array | Int32Array;
  /** Scratch for the products of one moment. */
  products: Float64Array;
  /** The albums by how many terms they have (see TermBucket). */
  buckets: TermBucket[];
}

/**
 * Albums with the same number of terms, and their terms' pairs album after album: summing a few
 * albums side by side, each in its own term order, keeps the CPU busy where one album's sum
 * would wait on each addition in turn.
 */
export interface TermBucket {
  length: number;
  albums: Int32Array;
  pairs: Uint16Array | Int32Array;
}

const known = new WeakMap<AlbumIndex, TermPairs>();

export function termPairs(index: AlbumIndex): TermPairs {
  const cached = known.get(index);
  if (cached) return cached;
  const { termIds, termWeights } = index;
  const ids = new Map<number, Map<number, number>>();
  const term: number[] = [];
  const weight: number[] = [];
  const pairOf = new Int32Array(termIds.length);
  for (let k = 0; k < termIds.length; k += 1) {
    const t = termIds[k] as number;
    const w = termWeights[k] as number;
    let byWeight = ids.get(t);
    if (!byWeight) ids.set(t, (byWeight = new Map()));
    let pair = byWeight.get(w);
    if (pair === undefined) {
      pair = term.length;
      byWeight.set(w, pair);
      term.push(t);
      weight.push(w);
    }
    pairOf[k] = pair;
  }
  const byUse = commonFirst(pairOf, term.length);
  for (let k = 0; k < pairOf.length; k += 1) pairOf[k] = byUse.rank[pairOf[k] as number] as number;
  const pairs: TermPairs = {
    count: term.length,
    term: Int32Array.from(byUse.order, (p) => term[p] as number),
    weight: Float32Array.from(byUse.order, (p) => weight[p] as number),
    pairOf: term.length <= 0xffff ? Uint16Array.from(pairOf) : pairOf,
    products: new Float64Array(term.length),
    buckets: [],
  };
  pairs.buckets = bucketsOf(index.termStart, index.count, pairs.pairOf);
  known.set(index, pairs);
  return pairs;
}

/**
 * Pairs numbered by how many album terms use them, most first: the products every moment reads
 * most sit together in a few cache lines. Only the numbering changes, never an album's order.
 */
function commonFirst(pairOf: Int32Array, count: number): { order: number[]; rank: Int32Array } {
  const uses = new Int32Array(count);
  for (const pair of pairOf) uses[pair] = (uses[pair] as number) + 1;
  const order = Array.from({ length: count }, (_, p) => p).sort(
    (x, y) => (uses[y] as number) - (uses[x] as number) || x - y,
  );
  const rank = new Int32Array(count);
  order.forEach((pair, r) => (rank[pair] = r));
  return { order, rank };
}

function bucketsOf(
  termStart: Int32Array,
  albums: number,
  pairOf: Uint16Array | Int32Array,
): TermBucket[] {
  const byLength = new Map<number, number[]>();
  for (let a = 0; a < albums; a += 1) {
    const length = (termStart[a + 1] as number) - (termStart[a] as number);
    const list = byLength.get(length);
    if (list) list.push(a);
    else byLength.set(length, [a]);
  }
  return [...byLength].map(([length, list]) => {
    const pairs =
      pairOf instanceof Uint16Array
        ? new Uint16Array(list.length * length)
        : new Int32Array(list.length * length);
    list.forEach((a, i) =>
      pairs.set(pairOf.subarray(termStart[a], (termStart[a] as number) + length), i * length),
    );
    return { length, albums: Int32Array.from(list), pairs };
  });
}
