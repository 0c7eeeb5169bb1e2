import { beforeEach, describe, expect, it } from 'vitest';
import { LOOP_KEY, recordCallbackEntry, resetLoopRecord } from './loop-guard.ts';

describe('the auth-loop guard', () => {
  beforeEach(() => localStorage.clear());

  it('calls more than 3 callback entries within 60 s a loop', () => {
    const start = 1_000_000;
    expect(recordCallbackEntry('/#/callback', start).loop).toBe(false);
    expect(recordCallbackEntry('/#/callback', start + 10_000).loop).toBe(false);
    expect(recordCallbackEntry('/#/callback', start + 20_000).loop).toBe(false);
    expect(recordCallbackEntry('/#/callback?error=x', start + 30_000).loop).toBe(true);
  });

  it('keeps a map of timestamp to URL and drops records older than 5 minutes', () => {
    const start = 2_000_000;
    recordCallbackEntry('/#/callback?a', start);
    recordCallbackEntry('/#/callback?b', start + 5 * 60_000 + 1);
    const stored = JSON.parse(localStorage.getItem(LOOP_KEY) ?? '{}');
    expect(stored).toEqual({ [String(start + 5 * 60_000 + 1)]: '/#/callback?b' });
  });

  it('does not count entries spread over more than a minute', () => {
    const start = 3_000_000;
    for (let i = 0; i < 4; i++)
      expect(recordCallbackEntry('/#/callback', start + i * 30_000).loop).toBe(false);
  });

  it('starts over after a reset', () => {
    const now = 4_000_000;
    for (let i = 0; i < 3; i++) recordCallbackEntry('/#/callback', now + i);
    resetLoopRecord();
    expect(recordCallbackEntry('/#/callback', now + 10).loop).toBe(false);
  });
});
