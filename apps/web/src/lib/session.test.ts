// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer as answer } from '../test/fetch-stub.ts';
import { clearSession, refreshSession } from './session.ts';

describe('the session store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('logs each auth-state transition once: initializing, validating, then the outcome', async () => {
    const log = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const replies = [
      answer(200, {
        user: { id: 'u1', name: 'Mia', isAnonymous: false },
        session: { expiresAt: '2030-01-01T00:00:00.000Z' },
      }),
      answer(401, { code: 'UNAUTHORIZED', message: 'Sign in first' }),
      answer(500, { code: 'INTERNAL_ERROR', message: 'Something went wrong' }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => replies.shift()),
    );

    const first = await refreshSession();
    expect(first).toMatchObject({ isAuthenticated: true, user: { id: 'u1' } });
    const second = await refreshSession();
    expect(second).toMatchObject({ isAuthenticated: false, user: null });
    const third = await refreshSession();
    expect(third.error).toBeInstanceOf(Error);
    clearSession();

    expect(log.mock.calls.map(([line]) => line)).toEqual([
      '[auth] initializing',
      '[auth] authenticated',
      '[auth] validating',
      '[auth] unauthenticated',
      '[auth] validating',
      '[auth] error',
      '[auth] unauthenticated',
    ]);
    log.mockRestore();
  });
});
