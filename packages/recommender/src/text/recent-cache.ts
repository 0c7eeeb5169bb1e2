/** A bounded map that forgets its least recently used entry first when full. */
export class RecentCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): V {
    if (!this.entries.has(key) && this.entries.size >= this.limit)
      this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
    return value;
  }

  /** The cached value, or `make(key)` remembered. */
  read(key: K, make: (key: K) => V): V {
    return this.get(key) ?? this.set(key, make(key));
  }
}
