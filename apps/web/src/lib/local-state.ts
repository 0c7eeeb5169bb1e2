import { SYNC_KEYS } from './album-sync-state.ts';

/** Local keys that hold the app's own state (spec: Local storage keys). */
const APP_STATE_KEYS = [
  'albumclub_app_state',
  'lastRecommendationTime',
  'lastContextForm',
  'lastRecCallTime',
];
const AUTH_KEYS = [
  'spotify_user_id',
  'spotify_token_expiry',
  'spotify_refresh_token',
  'oauth_state',
  'code_verifier',
  'auth_loop_detection',
];

export function clearLocalAppState({ signOut }: { signOut: boolean }): void {
  try {
    for (const key of APP_STATE_KEYS) localStorage.removeItem(key);
    // Signing out also forgets when this browser last synced (spec: back to never synced).
    if (signOut) for (const key of [...AUTH_KEYS, ...SYNC_KEYS]) localStorage.removeItem(key);
    sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode); there is nothing to clear then.
  }
}

/** A list kept under `key`, or none when it is missing, unreadable or storage is unavailable. */
export function readStoredList<T>(key: string): T[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? (stored as T[]) : [];
  } catch {
    return [];
  }
}
