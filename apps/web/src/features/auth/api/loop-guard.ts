/** Spec: local storage key holding a map of timestamp to URL for every callback entry. */
export const LOOP_KEY = 'auth_loop_detection';
const KEEP_MS = 5 * 60 * 1000;
const WINDOW_MS = 60 * 1000;
const MAX_ENTRIES_IN_WINDOW = 3;

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOOP_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Records one arrival at the callback screen and says whether sign-in is going round in circles:
 * more than 3 entries within 60 s. Records older than 5 minutes are dropped.
 */
export function recordCallbackEntry(url: string, now = Date.now()): { loop: boolean } {
  const kept = Object.fromEntries(
    Object.entries(read()).filter(([at]) => now - Number(at) <= KEEP_MS),
  );
  let at = now;
  while (kept[String(at)] !== undefined) at++;
  kept[String(at)] = url;
  try {
    localStorage.setItem(LOOP_KEY, JSON.stringify(kept));
  } catch {
    // Without storage there is no record to keep; the guard simply cannot trip.
  }
  const recent = Object.keys(kept).filter((time) => now - Number(time) <= WINDOW_MS).length;
  return { loop: recent > MAX_ENTRIES_IN_WINDOW };
}

export function resetLoopRecord(): void {
  try {
    localStorage.removeItem(LOOP_KEY);
  } catch {
    // Nothing to reset.
  }
}
