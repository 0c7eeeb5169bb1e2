import { readStoredList } from './local-state.ts';

/** Spec (local auth analytics): what one sign-in related event records. */
export interface AuthAnalyticsEvent {
  event: string;
  provider: string;
  success: boolean;
  error?: string;
  timestamp: number;
  userAgent: string;
  sessionId: string;
}

export interface AuthStats {
  attempts: number;
  successes: number;
  failures: number;
}

export const AUTH_ANALYTICS_KEY = 'auth_analytics_events';
const SESSION_ID_KEY = 'auth_analytics_session';
const KEEP = 100;
const DAY = 24 * 60 * 60 * 1000;
const MAX_AGE = 30 * DAY;

function read(): AuthAnalyticsEvent[] {
  return readStoredList(AUTH_ANALYTICS_KEY);
}

/** One id per browser tab, so events of one visit can be told apart. */
function sessionId(): string {
  try {
    let id = sessionStorage.getItem(SESSION_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(SESSION_ID_KEY, id);
    }
    return id;
  } catch {
    return 'unavailable';
  }
}

/** Records an event locally; keeps the last 100 and drops those older than 30 days. */
export function recordAuthEvent(
  entry: { event: string; provider: string; success: boolean; error?: string },
  now = Date.now(),
): void {
  const events = read().filter((event) => now - event.timestamp <= MAX_AGE);
  events.push({ ...entry, timestamp: now, userAgent: navigator.userAgent, sessionId: sessionId() });
  try {
    localStorage.setItem(AUTH_ANALYTICS_KEY, JSON.stringify(events.slice(-KEEP)));
  } catch {
    // Spec: a failed local storage write is ignored.
  }
}

function count(events: AuthAnalyticsEvent[]): AuthStats {
  const successes = events.filter((event) => event.success).length;
  return { attempts: events.length, successes, failures: events.length - successes };
}

/** Counts for the last 24 hours, the last 7 days and everything kept. */
export function authStats(now = Date.now()) {
  const events = read().filter((event) => now - event.timestamp <= MAX_AGE);
  const since = (ms: number) => events.filter((event) => now - event.timestamp <= ms);
  return {
    last24Hours: count(since(DAY)),
    last7Days: count(since(7 * DAY)),
    allTime: count(events),
  };
}
