import { act, render, screen } from '@testing-library/react';
import { onlineManager, useMutation, useQuery } from '@tanstack/react-query';
import { accountProfileKeys } from '../features/user-menu/api/account-profile-queries.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../lib/api-client.ts';
import { refreshSession } from '../lib/session.ts';
import { QueryProvider } from './query-provider.tsx';

const sessionOf = (id: string) =>
  new Response(
    JSON.stringify({
      user: { id, name: id },
      session: { expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
    }),
    { headers: { 'content-type': 'application/json' } },
  );

let signedIn = 'mia';
function Stats() {
  const query = useQuery({
    queryKey: ['listener', 'stats'],
    queryFn: () => Promise.resolve(`albums of ${signedIn}`),
    staleTime: 60_000,
  });
  return <p>{query.data ?? 'loading'}</p>;
}

describe('the cache of server state', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(sessionOf(signedIn))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("never shows one listener's data to the next one signed in on the same page", async () => {
    signedIn = 'mia';
    await act(() => refreshSession());
    const shown = render(
      <QueryProvider>
        <Stats />
      </QueryProvider>,
    );
    expect(await screen.findByText('albums of mia')).toBeVisible();

    // Mia signs out and Theo signs in, without the page reloading; the stats are kept 60 s.
    signedIn = 'theo';
    await act(() => refreshSession());
    expect(await screen.findByText('albums of theo')).toBeVisible();
    expect(screen.queryByText('albums of mia')).toBeNull();
    shown.unmount();

    // A screen that mounts later finds nothing of Mia's either.
    signedIn = 'mia';
    await act(() => refreshSession());
    signedIn = 'ada';
    await act(() => refreshSession());
    render(
      <QueryProvider>
        <Stats />
      </QueryProvider>,
    );
    expect(await screen.findByText('albums of ada')).toBeVisible();
  });

  it("reads the profile again at once when Spotify's access has ended", async () => {
    let asked = 0;
    function Profile() {
      const query = useQuery({
        queryKey: [...accountProfileKeys.all(), 'mia'],
        queryFn: () => Promise.resolve(`profile read ${++asked}`),
        staleTime: 5 * 60_000,
      });
      return <p>{query.data ?? 'loading'}</p>;
    }
    render(
      <QueryProvider>
        <Profile />
      </QueryProvider>,
    );
    expect(await screen.findByText('profile read 1')).toBeVisible();
    vi.mocked(fetch).mockImplementationOnce(() =>
      Promise.resolve(
        Response.json(
          { code: 'AUTH_REFRESH_FAILED', message: 'Session expired and could not be renewed.' },
          { status: 401 },
        ),
      ),
    );
    await apiFetch('/spotify/save-album', { method: 'POST', body: {} }).catch(() => undefined);
    expect(await screen.findByText('profile read 2')).toBeVisible();
  });
});

function SaveButton({ save }: { save: () => Promise<unknown> }) {
  const mutation = useMutation({ mutationFn: save });
  return (
    <>
      <button type="button" onClick={() => mutation.mutate()}>
        Save
      </button>
      <p>{mutation.isError ? 'failed' : mutation.isPaused ? 'paused' : 'idle'}</p>
    </>
  );
}

describe('writes while offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('runs a write at once (which fails with its message) rather than pausing it silently', async () => {
    onlineManager.setOnline(false);
    const save = vi.fn(() => Promise.reject(new Error('offline')));
    render(
      <QueryProvider>
        <SaveButton save={save} />
      </QueryProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
  });
});
