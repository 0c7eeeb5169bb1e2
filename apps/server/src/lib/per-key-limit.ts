/**
 * At most `max` pieces of work under way per key (a listener) on this instance: `run` throws
 * what `busy` makes when the key already has `max` running, and frees its place when done.
 */
export function perKeyLimit(max: number, busy: () => Error) {
  const running = new Map<string, number>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const now = running.get(key) ?? 0;
    if (now >= max) throw busy();
    running.set(key, now + 1);
    try {
      return await work();
    } finally {
      const left = (running.get(key) ?? 1) - 1;
      if (left > 0) running.set(key, left);
      else running.delete(key);
    }
  };
}
