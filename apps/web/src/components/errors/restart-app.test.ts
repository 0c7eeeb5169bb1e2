import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restartApp } from './restart-app.ts';

const signOutCalls = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(
      ([url, init]) => String(url) === '/api/auth/sign-out' && init?.method === 'POST',
    );

describe('restarting from the error screen', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('spotify_user_id', 'nadia');
    localStorage.setItem('albumclub_app_state', '{}');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('Login Again ends the server session, forgets the sign-in, then reloads', async () => {
    const reload = vi.fn(() => expect(signOutCalls()).toHaveLength(1));
    await restartApp({ signOutFirst: true }, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('spotify_user_id')).toBeNull();
  });

  it('Login Again still reloads when the server cannot be reached', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('offline'));
    const reload = vi.fn();
    await restartApp({ signOutFirst: true }, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('spotify_user_id')).toBeNull();
  });

  it('Restart App keeps the session and clears only the app state', async () => {
    const reload = vi.fn();
    await restartApp({ signOutFirst: false }, reload);
    expect(signOutCalls()).toHaveLength(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('albumclub_app_state')).toBeNull();
    expect(localStorage.getItem('spotify_user_id')).toBe('nadia');
  });
});
