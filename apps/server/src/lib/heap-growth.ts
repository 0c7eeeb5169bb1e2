import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept before it
 * collects again, in percent of it.
 */
export const HEAP_GROWING_PERCENT = 20;

/**
 * Left to itself, V8 lets the old generation grow to two or three times what is alive before a
 * full collection, since collections are cheap next to the work between them; with some 80 MB
 * alive, a long import's garbage then piles up by a hundred MB and more before anything is freed.
 * Growing by a fifth keeps the server's memory close to what it really holds, for a full
 * collection (about 15 ms, marked mostly alongside the work) every few seconds under load. V8
 * reads this each time it sets the next limit, so it holds from the first collection on.
 */
export function keepHeapGrowthTight(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
