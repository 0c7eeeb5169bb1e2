import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_ANALYTICS_KEY, authStats, recordAuthEvent } from './auth-analytics.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('local sign-in analytics', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('records event, provider, success, error, timestamp, user agent and session id', () => {
    recordAuthEvent(
      { event: 'sign_in', provider: 'phone', success: false, error: 'INVALID_OTP' },
      1000,
    );
    const [event] = JSON.parse(localStorage.getItem(AUTH_ANALYTICS_KEY) ?? '[]');
    expect(event).toMatchObject({
      event: 'sign_in',
      provider: 'phone',
      success: false,
      error: 'INVALID_OTP',
      timestamp: 1000,
    });
    expect(event.userAgent).toBe(navigator.userAgent);
    expect(event.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the last 100 and prunes events older than 30 days', () => {
    const now = 100 * DAY;
    recordAuthEvent({ event: 'old', provider: 'x', success: true }, now - 31 * DAY);
    for (let i = 0; i < 105; i++)
      recordAuthEvent({ event: `e${i}`, provider: 'x', success: true }, now + i);
    const events = JSON.parse(localStorage.getItem(AUTH_ANALYTICS_KEY) ?? '[]');
    expect(events).toHaveLength(100);
    expect(events[0].event).toBe('e5');
  });

  it('counts the last 24 hours, 7 days and all time', () => {
    const now = 50 * DAY;
    recordAuthEvent({ event: 'a', provider: 'x', success: true }, now - 2 * 60 * 60 * 1000);
    recordAuthEvent({ event: 'b', provider: 'x', success: false }, now - 3 * DAY);
    recordAuthEvent({ event: 'c', provider: 'x', success: true }, now - 20 * DAY);
    expect(authStats(now)).toEqual({
      last24Hours: { attempts: 1, successes: 1, failures: 0 },
      last7Days: { attempts: 2, successes: 1, failures: 1 },
      allTime: { attempts: 3, successes: 2, failures: 1 },
    });
  });
});
