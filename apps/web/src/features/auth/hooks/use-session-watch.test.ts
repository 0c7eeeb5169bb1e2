import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../../lib/api-client.ts';
import { AUTH_ANALYTICS_KEY } from '../../../lib/auth-analytics.ts';
import { getSessionState, refreshSession } from '../../../lib/session.ts';
import { SESSION_EXPIRED_EVENT, checkSession, useSessionWatch } from './use-session-watch.ts';

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

  describe('when the server refuses a call for want of a session', () => {
    const refused = () =>
      new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Sign in first.' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });

    it('lets the session go once, however many calls were refused (signed out elsewhere)', async () => {
      answers.push(sessionAnswer(Date.now() + 60 * 60_000));
      await refreshSession();
      const watch = renderHook(() => useSessionWatch(true));
      answers.push(refused(), refused(), refused(), new Response('null'));
      const expired = vi.fn();
      window.addEventListener(SESSION_EXPIRED_EVENT, expired);
      const calls = ['/api/stats', '/api/account', '/spotify/user-albums'].map((path) =>
        apiFetch(path).catch((error: unknown) => error),
      );
      for (const call of calls) expect(await call).toMatchObject({ code: 'UNAUTHORIZED' });
      await waitFor(() => expect(getSessionState().isAuthenticated).toBe(false));
      window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
      watch.unmount();
      expect(expired).toHaveBeenCalledTimes(1);
      expect(vi.mocked(fetch).mock.calls.map(([path]) => path)).toContain('/api/auth/get-session');
    });

    it('keeps a session the server still knows', async () => {
      answers.push(sessionAnswer(Date.now() + 60 * 60_000));
      await refreshSession();
      const watch = renderHook(() => useSessionWatch(true));
      answers.push(refused(), sessionAnswer(Date.now() + 60 * 60_000));
      await apiFetch('/api/stats').catch(() => undefined);
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
      watch.unmount();
      expect(getSessionState().isAuthenticated).toBe(true);
    });

    it("does not take Spotify's ended access for an ended session", async () => {
      answers.push(sessionAnswer(Date.now() + 60 * 60_000));
      await refreshSession();
      const watch = renderHook(() => useSessionWatch(true));
      answers.push(
        new Response(JSON.stringify({ code: 'AUTH_REFRESH_FAILED', message: 'Spotify ended' }), {
          status: 401,
        }),
      );
      await apiFetch('/spotify/save-album', { method: 'POST', body: {} }).catch(() => undefined);
      watch.unmount();
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(getSessionState().isAuthenticated).toBe(true);
    });

    it("does not treat the sign-in service's own 401 (a wrong password) as an ended session", async () => {
      answers.push(sessionAnswer(Date.now() + 60 * 60_000));
      await refreshSession();
      const watch = renderHook(() => useSessionWatch(true));
      answers.push(refused());
      await apiFetch('/api/auth/sign-in/email', { method: 'POST', body: {} }).catch(
        () => undefined,
      );
      watch.unmount();
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(getSessionState().isAuthenticated).toBe(true);
    });
  });
});
