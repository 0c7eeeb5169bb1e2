import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, refreshSession } from '../../lib/session.ts';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';

type SessionReply = 'offline' | number | 'signed-in';

describe('the root layout when the session check fails', () => {
  let sessionReplies: SessionReply[];
  beforeEach(() => {
    sessionReplies = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (!String(input).endsWith('/api/auth/get-session')) {
          return Response.json({ code: 'NOT_FOUND', message: 'none' }, { status: 404 });
        }
        const reply = sessionReplies.shift() ?? 'offline';
        if (reply === 'offline') throw new TypeError('Failed to fetch');
        if (reply === 'signed-in') {
          return Response.json({
            user: { id: 'u1', name: 'Nadia', isAnonymous: false },
            session: { expiresAt: '2099-01-01T00:00:00Z' },
          });
        }
        return Response.json({ message: 'unavailable' }, { status: reply });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** Opens the signed-in dashboard inside the root layout, with a landing page at / when given. */
  const renderAtDashboard = (landing?: ReactNode) =>
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route element={<RootLayout />}>
            {landing && <Route path="/" element={landing} />}
            <Route
              path="/dashboard"
              element={
                <RequireAuth>
                  <p>Dashboard page</p>
                </RequireAuth>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>,
    );

  it('shows Try Again instead of the landing page or a redirect, and carries on once the server answers', async () => {
    sessionReplies.push('offline', 503, 'signed-in');
    renderAtDashboard(<p>Landing page</p>);
    expect(
      await screen.findByRole('heading', { name: "Can't reach Album Club" }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Landing page')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(sessionReplies).toEqual(['signed-in']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled());
    expect(screen.queryByText('Landing page')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: "Can't reach Album Club" }),
    ).not.toBeInTheDocument();
  });
  it('started offline, says so and carries on by itself when the network returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    sessionReplies.push('offline', 'signed-in');
    clearSession();
    await refreshSession();
    renderAtDashboard();
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeInTheDocument();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });
});
