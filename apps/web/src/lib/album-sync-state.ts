/** Spec (local storage keys, Album sync): what this browser remembers about syncing. */
export const SYNC_COMPLETED_KEY = 'album_sync_completed';
export const SYNC_TIME_KEY = 'album_last_sync_time';
export const SYNC_COUNT_KEY = 'album_last_sync_count';
/** Spec (App state): only hasSyncedBefore is persisted, under this key. */
export const APP_STATE_KEY = 'albumclub_app_state';
export const SYNC_KEYS = [SYNC_COMPLETED_KEY, SYNC_TIME_KEY, SYNC_COUNT_KEY];

/** Spec: sync interval 24 hours. */
export const SYNC_INTERVAL_MS = 24 * 60 * 60 * 1000;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Spec: a failed local storage write is logged and ignored.
    console.warn(`Could not store ${key}`);
  }
}

/**
 * Spec: a sync is needed if none ever completed or the last one is more than 24 hours old; one
 * that completed without a timestamp needs none.
 */
export function isSyncDue(now: number = Date.now()): boolean {
  if (read(SYNC_COMPLETED_KEY) !== 'true') return true;
  const time = read(SYNC_TIME_KEY);
  if (time === null || time === '') return false;
  const at = Number(time);
  return !Number.isFinite(at) || now - at > SYNC_INTERVAL_MS;
}

export function recordSyncCompleted(albumCount: number, now: number = Date.now()): void {
  write(SYNC_COMPLETED_KEY, 'true');
  write(SYNC_TIME_KEY, String(now));
  write(SYNC_COUNT_KEY, String(albumCount));
  let state: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(read(APP_STATE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') state = parsed as Record<string, unknown>;
  } catch {
    // A damaged entry is replaced.
  }
  write(APP_STATE_KEY, JSON.stringify({ ...state, hasSyncedBefore: true }));
}

/**
 * Takes a sync the server says succeeded (one a page stopped following when the listener left it,
 * or one run from another device) when it finished after the last one this browser recorded.
 */
export function recordSyncSucceeded(albumCount: number, finishedAt: number): void {
  if (!Number.isFinite(finishedAt)) return;
  const time = read(SYNC_TIME_KEY);
  if (time === null || time === '') {
    // A completed sync without a time needs none (spec); a later one cannot change that.
    if (read(SYNC_COMPLETED_KEY) === 'true') return;
  } else {
    // Not newer: this browser already knew of it, and may since have been told to forget it.
    const at = Number(time);
    if (Number.isFinite(at) && at >= finishedAt) return;
  }
  recordSyncCompleted(albumCount, finishedAt);
}

/** Spec: clearing sync data returns to never synced. */
export function clearSyncState(): void {
  try {
    for (const key of SYNC_KEYS) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
