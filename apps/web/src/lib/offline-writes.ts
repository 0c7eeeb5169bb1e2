import { randomKey } from './intent-key.ts';
import { getSessionState } from './session.ts';
import { readStoredList } from './local-state.ts';

/** A write made offline, kept in this browser until it can be sent. */
interface Waiting {
  /** Sent as the Idempotency-Key: a replay that reaches the server twice counts once. */
  id: string;
  userId: string | null;
  path: string;
  body: unknown;
}

const KEY = 'offlineWrites';
const listeners = new Set<() => void>();
let waitingCount = read().length;
let replaying: Promise<void> | null = null;

function read(): Waiting[] {
  return readStoredList(KEY);
}

function write(list: Waiting[]) {
  try {
    if (list.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage full or unavailable: the write is lost, as it would be without the outbox.
  }
  waitingCount = list.length;
  for (const listener of listeners) listener();
}

/** Sends what waits, oldest first, and stops at the first that cannot reach the server. */
async function sendWaiting(): Promise<void> {
  const me = getSessionState().user?.id ?? null;
  for (const item of read()) {
    // Another listener's changes are never sent with this one's session.
    if (item.userId !== me) {
      write(read().filter((other) => other.id !== item.id));
      continue;
    }
    let response: Response;
    try {
      response = await fetch(item.path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'idempotency-key': item.id },
        body: JSON.stringify(item.body),
      });
    } catch {
      return; // still offline
    }
    // A refusal for want of time (429) or a server failure is tried again later; any other
    // answer settles the change (a 4xx will not change by asking again).
    if (response.status === 429 || response.status >= 500) return;
    write(read().filter((other) => other.id !== item.id));
  }
}

export const offlineWrites = {
  add(path: string, body: unknown): void {
    const userId = getSessionState().user?.id ?? null;
    write([...read(), { id: randomKey(), userId, path, body }]);
  },
  /** Sends what waits; one replay at a time. */
  replay(): Promise<void> {
    replaying ??= sendWaiting().finally(() => {
      replaying = null;
    });
    return replaying;
  },
  count: () => waitingCount,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void offlineWrites.replay());
}
