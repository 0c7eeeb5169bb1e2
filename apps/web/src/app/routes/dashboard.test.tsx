import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_WAIT_MS } from '../../features/auth/hooks/use-profile-wait.ts';
import { refreshSession } from '../../lib/session.ts';
import DashboardRoute from './dashboard.tsx';

describe('the dashboard when the profile does not come', () => {
  let profileAsks: number;
  let signOuts: number;
  let anonymous: boolean;

  beforeEach(() => {
    profileAsks = 0;
    signOuts = 0;
    anonymous = true;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://x').pathname;
        if (path === '/api/auth/get-session') {
          return Response.json({
            user: {
              id: anonymous ? 'anon-1' : 'u-1',
              name: anonymous ? 'Anonymous' : 'Nadia',
              isAnonymous: anonymous,
            },
            session: { expiresAt: '2099-01-01T00:00:00Z' },
          });
        }
        if (path === '/api/account') {
          profileAsks++;
          return new Promise<Response>(() => undefined);
        }
        if (path === '/api/auth/sign-out') signOuts++;
        return Response.json({ code: 'NOT_FOUND', message: 'none' }, { status: 404 });
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps an anonymous listener signed in and lets them ask again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardRoute />
      </MemoryRouter>,
    );
    await waitFor(() => expect(profileAsks).toBe(1));
    await act(async () => vi.advanceTimersByTime(PROFILE_WAIT_MS + 100));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your profile. Please try again.',
    );
    expect(signOuts).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(profileAsks).toBe(2));
    expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
  });

  it('signs out a listener with an account whose profile never comes (spec)', async () => {
    anonymous = false;
    await refreshSession();
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardRoute />
      </MemoryRouter>,
    );
    await waitFor(() => expect(profileAsks).toBe(1));
    await act(async () => vi.advanceTimersByTime(PROFILE_WAIT_MS + 100));
    await waitFor(() => expect(signOuts).toBe(1));
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });
});
