import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOP_KEY } from '../api/loop-guard.ts';
import { startProviderSignIn } from '../api/start-sign-in.ts';
import type * as StartSignIn from '../api/start-sign-in.ts';
import { useCallbackFlow } from '../hooks/use-callback-flow.ts';
import { CallbackScreen } from './callback-screen.tsx';

vi.mock('../api/start-sign-in.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof StartSignIn>();
  return { ...actual, startProviderSignIn: vi.fn(actual.startProviderSignIn) };
});

function Harness({ query, goTo }: { query: string; goTo: (path: string) => void }) {
  const flow = useCallbackFlow(new URLSearchParams(query), goTo);
  return (
    <CallbackScreen
      stage={flow.stage}
      onRetry={() => void flow.retry()}
      onReturnToLogin={flow.returnToLogin}
    />
  );
}

const signedIn = () =>
  new Response(
    JSON.stringify({
      user: { id: 'u1', name: 'Nadia' },
      session: { expiresAt: '2099-01-01T00:00:00Z' },
    }),
    {
      headers: { 'content-type': 'application/json' },
    },
  );

describe('the callback screen', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(signedIn())),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(startProviderSignIn).mockClear();
  });

  it('confirms the session, says where it goes, and opens the dashboard after 2 s', async () => {
    const goTo = vi.fn();
    render(<Harness query="provider=spotify" goTo={goTo} />);
    expect(
      await screen.findByText('Taking you to your music recommendations...'),
    ).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/dashboard'), { timeout: 3000 });
    expect(localStorage.getItem(LOOP_KEY)).toBeNull();
  });

  it('shows a refused consent as OAUTH_ERROR with Try Again and Return to Login', async () => {
    const goTo = vi.fn();
    render(<Harness query="provider=spotify&error=access_denied" goTo={goTo} />);
    expect(await screen.findByText('Authentication failed: access_denied')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Login' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(LOOP_KEY)).toBeNull();
    // A listener who was signed in before is signed out, so '/' is the login, not the dashboard.
    expect(vi.mocked(fetch).mock.calls.map(([input]) => String(input))).toContain(
      '/api/auth/sign-out',
    );
  });

  it("says 'Failed to initiate login' when Try Again cannot start the sign-in", async () => {
    vi.mocked(fetch).mockImplementation(() =>
      Promise.resolve(Response.json({ message: 'down' }, { status: 500 })),
    );
    render(<Harness query="provider=google&error=access_denied" goTo={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Failed to initiate login')).toBeInTheDocument();
  });

  it('shows a state mismatch as the CSRF error, without Try Again', async () => {
    render(<Harness query="error=state_mismatch" goTo={vi.fn()} />);
    expect(
      await screen.findByText('Security validation failed. Please try logging in again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it("says NO_TOKENS when the server has no session, and Try Again starts the provider's sign-in again", async () => {
    vi.mocked(fetch).mockImplementationOnce(() => Promise.resolve(new Response('null')));
    vi.mocked(startProviderSignIn).mockResolvedValueOnce('started');
    render(<Harness query="provider=spotify" goTo={vi.fn()} />);
    expect(
      await screen.findByText('No authentication tokens received. Please try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(startProviderSignIn).toHaveBeenCalledWith('spotify');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('without a known provider, Try Again after NO_TOKENS asks for the session again', async () => {
    vi.mocked(fetch).mockImplementationOnce(() => Promise.resolve(new Response('null')));
    render(<Harness query="" goTo={vi.fn()} />);
    expect(
      await screen.findByText('No authentication tokens received. Please try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText('Taking you to your music recommendations...'),
    ).toBeInTheDocument();
    expect(startProviderSignIn).not.toHaveBeenCalled();
  });

  it("after Google's SESSION_NOT_READY, Try Again asks for the session again", async () => {
    vi.mocked(fetch).mockImplementationOnce(() => Promise.resolve(new Response('null')));
    render(<Harness query="provider=google" goTo={vi.fn()} />);
    expect(
      await screen.findByText('Google sign-in session not ready. Please try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    expect(startProviderSignIn).not.toHaveBeenCalled();
  });

  it('stops an authentication loop: more than 3 arrivals within a minute', async () => {
    const now = Date.now();
    localStorage.setItem(
      LOOP_KEY,
      JSON.stringify({ [now - 3000]: 'a', [now - 2000]: 'b', [now - 1000]: 'c' }),
    );
    render(<Harness query="error=state_mismatch" goTo={vi.fn()} />);
    expect(
      await screen.findByRole('heading', { name: 'Authentication loop detected' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'We detected multiple failed authentication attempts. Please clear your browser data and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });
});
