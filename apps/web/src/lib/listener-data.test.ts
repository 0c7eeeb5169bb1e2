// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { listenerWrites, noteWrite } from './listener-data.ts';

describe('the listener’s own writes', () => {
  it('are counted for record changes, whichever screen makes them', () => {
    const heard = vi.fn();
    const stop = listenerWrites.subscribe(heard);
    const before = listenerWrites.count();
    noteWrite('POST', '/spotify/album-interaction');
    noteWrite('PUT', '/spotify/save-album/1weenld61qoidwYuZ1GESA');
    noteWrite('POST', '/spotify/enhanced-recommendation');
    expect(listenerWrites.count()).toBe(before + 3);
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
  });

  it('are not counted for reads, telemetry, the sync itself or sign-in calls', () => {
    const before = listenerWrites.count();
    noteWrite('GET', '/spotify/user-stats?timeZone=UTC');
    noteWrite('POST', '/spotify/log-event');
    noteWrite('POST', '/spotify/sync-history');
    noteWrite('POST', '/api/auth/sign-out');
    expect(listenerWrites.count()).toBe(before);
  });
});
