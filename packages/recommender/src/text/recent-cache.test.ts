import { describe, expect, it } from 'vitest';
import { RecentCache } from './recent-cache.ts';

describe('a cache of recent values', () => {
  it('keeps at most its limit, forgetting the least recently used first', () => {
    const cache = new RecentCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets the oldest unread value first, and the oldest when every value was read', () => {
    const cache = new RecentCache<string, number>(3);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.get('a');
    cache.get('c');
    cache.set('d', 4);
    expect(cache.get('b')).toBeUndefined();
    cache.get('d');
    cache.set('e', 5);
    expect([...'acde'].map((key) => cache.get(key))).toEqual([undefined, 3, 4, 5]);
    expect(cache.size).toBe(3);
  });

  it('makes a value once and gives the same one while it is kept', () => {
    const cache = new RecentCache<string, { word: string }>(8);
    let made = 0;
    const make = (word: string) => ({ word, made: (made += 1) });
    const first = cache.read('calm', make);
    expect(cache.read('calm', make)).toBe(first);
    expect(made).toBe(1);
  });
});
