// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoggedEvent } from '@album-club/contracts/events';
import { createEventQueue } from './event-queue.ts';

describe('the telemetry queue', () => {
  afterEach(() => vi.useRealTimers());

  it('sends ten at a time as soon as ten wait', async () => {
    const send = vi.fn(async (_events: LoggedEvent[], _keepalive: boolean) => undefined);
    const queue = createEventQueue(send);
    for (let i = 0; i < 9; i++) queue.log('u1', 'album_play', { i });
    expect(send).not.toHaveBeenCalled();
    queue.log('u1', 'album_play', { i: 9 });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toHaveLength(10);
    expect(queue.waiting()).toBe(0);
  });

  it('flushes what waits after 30 s', async () => {
    vi.useFakeTimers();
    const send = vi.fn(async (_events: LoggedEvent[], _keepalive: boolean) => undefined);
    const queue = createEventQueue(send);
    queue.log('u1', 'recommendation_received', { albumId: 'a' });
    vi.advanceTimersByTime(29_999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledWith(
      [expect.objectContaining({ eventType: 'recommendation_received', userId: 'u1' })],
      false,
    );
  });

  it('keeps at most 100 waiting, dropping the oldest, and ignores a failed send', async () => {
    let fail = true;
    const sent: number[] = [];
    const queue = createEventQueue(async (events) => {
      if (fail) throw new Error('offline');
      sent.push(...events.map((event) => Number(event.eventData?.i)));
    });
    vi.useFakeTimers();
    // A send in flight does not stop more events from queueing.
    for (let i = 0; i < 9; i++) queue.log('u1', 'album_play', { i });
    fail = false;
    await queue.flush();
    expect(sent).toHaveLength(9);
    fail = true;
    queue.log('u1', 'album_play', { i: 'x' });
    await queue.flush();
    expect(queue.waiting()).toBe(0);
  });
});
