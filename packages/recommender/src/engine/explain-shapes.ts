/**
 * One of several phrasings: the same for the same seed, album and sentence, so an answer can be
 * reproduced, but different albums and seeds read differently.
 */
export function choose<T>(variants: readonly T[], seed: number, key: string): T {
  let hash = 2166136261 ^ (seed | 0);
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 2246822507);
  hash ^= hash >>> 13;
  return variants[(hash >>> 0) % variants.length] as T;
}
