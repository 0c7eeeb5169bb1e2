import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSyncState,
  isSyncDue,
  recordSyncCompleted,
  recordSyncSucceeded,
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

  it('takes a sync the server says succeeded when it is newer than the one remembered', () => {
    recordSyncSucceeded(147, now);
    expect(localStorage.getItem('album_sync_completed')).toBe('true');
    expect(localStorage.getItem('album_last_sync_time')).toBe(String(now));
    expect(localStorage.getItem('album_last_sync_count')).toBe('147');
    expect(isSyncDue(now + 60_000)).toBe(false);

    recordSyncSucceeded(150, now + 1_000);
    expect(localStorage.getItem('album_last_sync_count')).toBe('150');
  });

  it('keeps what it remembers when the server’s sync is not newer', () => {
    recordSyncCompleted(160, now);
    recordSyncSucceeded(147, now - 1_000);
    expect(localStorage.getItem('album_last_sync_time')).toBe(String(now));
    expect(localStorage.getItem('album_last_sync_count')).toBe('160');
    // A completed sync without a time needs none, whatever the server says.
    localStorage.removeItem('album_last_sync_time');
    recordSyncSucceeded(147, now);
    expect(localStorage.getItem('album_last_sync_time')).toBeNull();
    expect(isSyncDue(now + 2 * SYNC_INTERVAL_MS)).toBe(false);
  });

  it('stays never synced when only the completed mark was cleared and the server’s sync is the one recorded', () => {
    recordSyncCompleted(147, now);
    localStorage.removeItem('album_sync_completed');
    recordSyncSucceeded(147, now - 1_000);
    expect(isSyncDue(now)).toBe(true);
  });
});
