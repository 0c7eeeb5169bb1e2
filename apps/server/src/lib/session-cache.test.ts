import { describe, expect, it } from 'vitest';
import type { ListenerSession } from './listener-session.ts';
import { createSessionCache } from './session-cache.ts';

const listener = (id: string, expiresAt = new Date(10_000_000)): ListenerSession => ({
  user: { id, name: id, email: null, image: null, isAnonymous: true },
  session: { id: `s-${id}`, expiresAt },
});

describe('session cache', () => {
  it('answers the same cookies with the session until the time is up', () => {
    let clock = 1_000;
    const cache = createSessionCache(() => clock, 15_000);
    cache.set('a=1', listener('ann'));
    expect(cache.get('a=1')?.user.id).toBe('ann');
    expect(cache.get('a=2')).toBeUndefined();
    clock += 15_000;
    expect(cache.get('a=1')).toBeUndefined();
  });

  it('never keeps a session past its own expiry', () => {
    let clock = 1_000;
    const cache = createSessionCache(() => clock, 15_000);
    cache.set('a=1', listener('ann', new Date(2_000)));
    expect(cache.get('a=1')).toBeDefined();
    clock = 2_000;
    expect(cache.get('a=1')).toBeUndefined();
    cache.set('a=1', listener('ann', new Date(1_500)));
    expect(cache.get('a=1')).toBeUndefined();
  });

  it('forgets every browser of a listener at once, and only theirs', () => {
    const cache = createSessionCache(() => 0);
    cache.set('phone', listener('ann'));
    cache.set('laptop', listener('ann'));
    cache.set('other', listener('bob'));
    cache.forgetUser('ann');
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('other')?.user.id).toBe('bob');
    cache.forget('other');
    expect(cache.get('other')).toBeUndefined();
  });
});
