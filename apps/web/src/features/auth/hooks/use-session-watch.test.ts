import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ANALYTICS_KEY } from '../../../lib/auth-analytics.ts';
import { getSessionState, refreshSession } from '../../../lib/session.ts';
import { SESSION_EXPIRED_EVENT, checkSession } from './use-session-watch.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const sessionAnswer = (expiresAt: number) =>
  new Response(
    JSON.stringify({
      user: { id: 'u1', name: 'Mia' },
      session: { expiresAt: new Date(expiresAt).toISOString() },
    }),
    {
      headers: { 'content-type': 'application/json' },
    },
  );

describe('the session watch', () => {
  let answers: Response[];
  beforeEach(() => {
    localStorage.clear();
    answers = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answers.shift() ?? new Response('null'))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('leaves a session with more than 10 minutes left alone', async () => {
    answers.push(sessionAnswer(NOW + 60 * 60_000));
    await refreshSession();
    await checkSession(NOW);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('renews a session with under 10 minutes left', async () => {
    answers.push(sessionAnswer(NOW + 5 * 60_000), sessionAnswer(NOW + 7 * 24 * 60 * 60_000));
    await refreshSession();
    await checkSession(NOW);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(getSessionState().expiresAt).toBe(NOW + 7 * 24 * 60 * 60_000);
  });

  it('on expiry clears local state, records the event and dispatches supabaseSessionExpired', async () => {
    answers.push(sessionAnswer(NOW - 1000));
    await refreshSession();
    localStorage.setItem('spotify_user_id', 'left-over');
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    await checkSession(NOW);
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(getSessionState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(localStorage.getItem('spotify_user_id')).toBeNull();
    expect(JSON.parse(localStorage.getItem(AUTH_ANALYTICS_KEY) ?? '[]')[0]).toMatchObject({
      event: 'session_expired',
    });
  });

  it('treats a renewal that finds no session as expiry', async () => {
    answers.push(sessionAnswer(NOW + 60_000), new Response('null'));
    await refreshSession();
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    await checkSession(NOW);
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
