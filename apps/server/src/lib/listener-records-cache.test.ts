import { describe, expect, it } from 'vitest';
import {
  LISTENER_RECORDS_KEEP_MS,
  MAX_KEPT_WEIGHT,
  createListenerRecordsCache,
  keepListenerRecords,
  listenerRecordsCacheOf,
  listenerRecordsChanged,
} from './listener-records-cache.ts';

const loader = (value: string) => {
  const calls: string[] = [];
  return { calls, load: async () => (calls.push(value), { value }) };
};

describe('listener records kept per database', () => {
  it('reads once, then answers from what it kept until the listener changes something', async () => {
    const cache = createListenerRecordsCache<{ value: string }>();
    const first = loader('v1');
    expect(await cache.read('ann', first.load)).toEqual({ value: 'v1' });
    expect(await cache.read('ann', first.load)).toEqual({ value: 'v1' });
    expect(first.calls).toHaveLength(1);
    cache.forget('ann');
    const second = loader('v2');
    expect(await cache.read('ann', second.load)).toEqual({ value: 'v2' });
    expect(second.calls).toHaveLength(1);
  });

  it('keeps listeners apart', async () => {
    const cache = createListenerRecordsCache<{ value: string }>();
    await cache.read('ann', loader('ann').load);
    cache.forget('bob');
    const again = loader('ann again');
    expect(await cache.read('ann', again.load)).toEqual({ value: 'ann' });
    expect(await cache.read('bob', loader('bob').load)).toEqual({ value: 'bob' });
  });

  it('does not keep a read that a change overtook', async () => {
    const cache = createListenerRecordsCache<{ value: string }>();
    let finish: (value: { value: string }) => void = () => {};
    const slow = cache.read('ann', () => new Promise((resolve) => (finish = resolve)));
    cache.forget('ann'); // a write committed while the read was on its way
    finish({ value: 'before the write' });
    expect(await slow).toEqual({ value: 'before the write' });
    expect(await cache.read('ann', loader('after the write').load)).toEqual({
      value: 'after the write',
    });
  });

  it('lets the caller record its own write, and trusts nothing past its time limit', async () => {
    let now = 0;
    const cache = createListenerRecordsCache<{ value: string }>(() => now);
    await cache.read('ann', loader('v1').load);
    cache.update('ann', (records) => (records.value = 'v1 + recommendation'));
    expect(await cache.read('ann', loader('unused').load)).toEqual({
      value: 'v1 + recommendation',
    });
    now += LISTENER_RECORDS_KEEP_MS;
    expect(await cache.read('ann', loader('fresh').load)).toEqual({ value: 'fresh' });
  });

  it('keeps within its memory budget, letting the least recently read go first', async () => {
    const cache = createListenerRecordsCache<{ value: string }>(Date.now, (records) =>
      records.value === 'huge' ? MAX_KEPT_WEIGHT + 1 : MAX_KEPT_WEIGHT / 2,
    );
    await cache.read('ann', loader('ann').load);
    await cache.read('bob', loader('bob').load);
    await cache.read('cat', loader('cat').load);
    const reads = loader('again');
    expect(await cache.read('cat', reads.load)).toEqual({ value: 'cat' });
    expect(await cache.read('bob', reads.load)).toEqual({ value: 'bob' });
    expect(await cache.read('ann', reads.load)).toEqual({ value: 'again' }); // cat goes
    expect(await cache.read('bob', reads.load)).toEqual({ value: 'bob' });
    expect(await cache.read('cat', reads.load)).toEqual({ value: 'again' });
    await cache.read('dan', loader('huge').load);
    expect(await cache.read('dan', loader('dan read again').load)).toEqual({
      value: 'dan read again',
    });
  });

  it('keeps records only for a database that opted in', async () => {
    const embedded = {};
    const shared = {};
    keepListenerRecords(embedded, () => 1);
    expect(listenerRecordsCacheOf(shared)).toBeUndefined();
    const cache = listenerRecordsCacheOf<{ value: string }>(embedded);
    await cache?.read('ann', loader('v1').load);
    listenerRecordsChanged(shared, 'ann');
    expect(await cache?.read('ann', loader('v2').load)).toEqual({ value: 'v1' });
    listenerRecordsChanged(embedded, 'ann');
    expect(await cache?.read('ann', loader('v2').load)).toEqual({ value: 'v2' });
  });
});
