import type { EngineCore } from './engine-core.ts';
import { isChildrensAlbum } from './family-safety.ts';

// Which albums a moment rules out: what an ask refuses, what its "never" words describe, and
// records made for children when no child is there.

/** Per catalog: the records made for children. */
const forChildren = new WeakMap<EngineCore['index'], number[]>();

export function childrensAlbums(index: EngineCore['index']): number[] {
  let known = forChildren.get(index);
  if (!known) {
    known = [];
    for (let a = 0; a < index.count; a += 1)
      if (isChildrensAlbum(index.albums[a] as (typeof index.albums)[number])) known.push(a);
    forChildren.set(index, known);
  }
  return known;
}

/** Per catalog: the albums each descriptor (lower case) describes, ascending. */
const byDescriptor = new WeakMap<EngineCore['index'], Map<string, number[]>>();

function albumsByDescriptor(index: EngineCore['index']): Map<string, number[]> {
  let known = byDescriptor.get(index);
  if (known) return known;
  known = new Map();
  for (let a = 0; a < index.count; a += 1) {
    for (const d of (index.albums[a] as (typeof index.albums)[number]).descriptors) {
      const key = d.toLowerCase();
      const albums = known.get(key);
      if (!albums) known.set(key, [a]);
      else if (albums.at(-1) !== a) albums.push(a);
    }
  }
  byDescriptor.set(index, known);
  return known;
}

/** Reused by every reading (the engine is synchronous): which albums are ruled out so far. */
let marked = new Uint8Array(0);

/** The albums an ask rules out and those the moment's `never` words describe, each once, ascending. */
export function ruledOutBy(
  core: EngineCore,
  byAsk: readonly number[],
  never: Set<string>,
): Int32Array {
  if (byAsk.length === 0 && never.size === 0) return new Int32Array(0);
  const { count } = core.index;
  if (marked.length < count) marked = new Uint8Array(count);
  const mark = marked;
  let total = 0;
  const add = (a: number) => {
    total += 1 - (mark[a] as number);
    mark[a] = 1;
  };
  for (const a of byAsk) add(a);
  const albums = albumsByDescriptor(core.index);
  for (const word of never) for (const a of albums.get(word) ?? []) add(a);
  const out = new Int32Array(total);
  for (let a = 0, k = 0; k < total; a += 1) {
    if (mark[a] === 0) continue;
    out[k++] = a;
    mark[a] = 0;
  }
  return out;
}
