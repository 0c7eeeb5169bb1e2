/**
 * A bounded map that forgets a least recently used entry first when full. A read only marks its
 * entry as used (a hit is a plain lookup, the common case by far); when room is needed, entries
 * used since they were placed move to the back once, and the first one not used since goes.
 */
export class RecentCache<K, V> {
  private readonly entries = new Map<K, { value: V; used: boolean }>();

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value;
  }

  set(key: K, value: V): V {
    const entry = this.entries.get(key);
    if (entry) {
      entry.value = value;
      entry.used = true;
      return value;
    }
    if (this.entries.size >= this.limit) this.forgetOne();
    this.entries.set(key, { value, used: false });
    return value;
  }

  /** The cached value, or `make(key)` remembered. */
  read(key: K, make: (key: K) => V): V {
    const entry = this.entries.get(key);
    if (entry === undefined) return this.set(key, make(key));
    entry.used = true;
    return entry.value;
  }

  private forgetOne() {
    for (const [key, entry] of this.entries) {
      this.entries.delete(key);
      if (!entry.used) return;
      entry.used = false;
      this.entries.set(key, entry);
    }
  }
}
