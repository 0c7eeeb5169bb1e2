import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSyncState,
  isSyncDue,
  recordSyncCompleted,
  SYNC_INTERVAL_MS,
} from './album-sync-state.ts';

const now = 1_800_000_000_000;

describe('when a sync is due (spec: Album sync)', () => {
  afterEach(() => localStorage.clear());

  it('is due when no sync ever completed', () => {
    expect(isSyncDue(now)).toBe(true);
  });

  it('is not due within 24 hours of the last one, and due after', () => {
    recordSyncCompleted(140, now);
    expect(localStorage.getItem('album_sync_completed')).toBe('true');
    expect(localStorage.getItem('album_last_sync_count')).toBe('140');
    expect(isSyncDue(now + SYNC_INTERVAL_MS)).toBe(false);
    expect(isSyncDue(now + SYNC_INTERVAL_MS + 1)).toBe(true);
  });

  it('is not due when a sync completed but no time was kept', () => {
    localStorage.setItem('album_sync_completed', 'true');
    expect(isSyncDue(now)).toBe(false);
  });

  it('keeps hasSyncedBefore in the persisted app state, next to what is already there', () => {
    localStorage.setItem('albumclub_app_state', JSON.stringify({ other: 1 }));
    recordSyncCompleted(3, now);
    expect(JSON.parse(localStorage.getItem('albumclub_app_state') ?? '{}')).toEqual({
      other: 1,
      hasSyncedBefore: true,
    });
  });

  it('returns to never synced when the sync data is cleared', () => {
    recordSyncCompleted(3, now);
    clearSyncState();
    expect(isSyncDue(now)).toBe(true);
  });
});
