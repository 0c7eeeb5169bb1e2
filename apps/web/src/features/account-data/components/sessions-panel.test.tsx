import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSession } from '@album-club/contracts/account-data';
import { SessionsPanel } from './sessions-panel.tsx';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const session = (id: string, device: string, current = false): AccountSession => ({
  id,
  device,
  current,
  createdAt: '2030-01-10T10:00:00.000Z',
  lastSeenAt: '2030-01-11T10:00:00.000Z',
});

describe('the sessions panel', () => {
  let signedIn: AccountSession[];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (init?.method === 'DELETE') {
      const id =
        url === '/api/account/sessions' ? null : decodeURIComponent(url.split('/').pop() ?? '');
      const before = signedIn.length;
      signedIn = signedIn.filter((entry) => entry.current || (id !== null && entry.id !== id));
      return Promise.resolve(answer(200, { ended: before - signedIn.length }));
    }
    return Promise.resolve(answer(200, { sessions: signedIn }));
  });
  beforeEach(() => {
    signedIn = [
      session('s-1', 'Firefox on Linux', true),
      session('s-2', 'Safari on iPhone'),
      session('s-3', 'Chrome on Android'),
    ];
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  const renderPanel = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionsPanel />
      </QueryClientProvider>,
    );

  it('ends one session and reads the list again, so the device leaves the list', async () => {
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'End session on Safari on iPhone' }),
    );
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(screen.getByText('Chrome on Android')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account/sessions/s-2',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('ends every other session, leaving only this device', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'End all other sessions' })).toBeNull(),
    );
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('(this device)')).toBeInTheDocument();
  });
});
