import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { AccountProfile } from '@album-club/contracts/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_WAIT_MS } from '../../features/auth/hooks/use-profile-wait.ts';
import { getSessionState, refreshSession } from '../../lib/session.ts';
import DashboardRoute from './dashboard.tsx';

const profileOf = (id: string, name: string): AccountProfile => ({
  user: { id, name, email: null, image: null, isAnonymous: false },
  accountType: 'email',
  methods: ['email'],
  spotify: { connected: false, userId: null },
});

describe('the dashboard when the profile does not come', () => {
  let profileAsks: number;
  let signOuts: number;
  let anonymous: boolean;
  let accountId = 'u-1';
  let profileAnswer: () => Promise<Response> | Response;

  beforeEach(() => {
    profileAsks = 0;
    signOuts = 0;
    anonymous = true;
    profileAnswer = () => new Promise<Response>(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://x').pathname;
        if (path === '/api/auth/get-session') {
          return Response.json({
            user: {
              id: anonymous ? 'anon-1' : accountId,
              name: anonymous ? 'Anonymous' : 'Nadia',
              isAnonymous: anonymous,
            },
            session: { expiresAt: '2099-01-01T00:00:00Z' },
          });
        }
        if (path === '/api/account') {
          profileAsks++;
          return profileAnswer();
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

  const renderDashboard = () =>
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardRoute />
      </MemoryRouter>,
    );

  /** Opens the dashboard and lets its first profile request go unanswered for too long. */
  async function outwaitFirstProfileAsk() {
    renderDashboard();
    await waitFor(() => expect(profileAsks).toBe(1));
    await act(async () => vi.advanceTimersByTime(PROFILE_WAIT_MS + 100));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your profile. Please try again.',
    );
  }

  it('keeps an anonymous listener signed in and lets them ask again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await outwaitFirstProfileAsk();
    expect(signOuts).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(profileAsks).toBe(2));
    expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
  });

  it('keeps a listener with an account signed in when the profile is slow, and shows it once it comes', async () => {
    anonymous = false;
    await refreshSession();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await outwaitFirstProfileAsk();
    expect(signOuts).toBe(0);
    expect(getSessionState().isAuthenticated).toBe(true);

    profileAnswer = () => Response.json(profileOf('u-1', 'Nadia'));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/Nadia/)).toBeInTheDocument();
    expect(signOuts).toBe(0);
  });

  it('keeps the session when the profile call fails again and again', async () => {
    anonymous = false;
    accountId = 'u-2';
    await refreshSession();
    profileAnswer = () =>
      Response.json({ code: 'SERVICE_UNAVAILABLE', message: 'down' }, { status: 503 });
    renderDashboard();
    await waitFor(() => expect(profileAsks).toBeGreaterThan(0));
    await act(async () => vi.advanceTimersByTime(PROFILE_WAIT_MS + 100));
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(signOuts).toBe(0);
    expect(getSessionState().isAuthenticated).toBe(true);
  });
});
