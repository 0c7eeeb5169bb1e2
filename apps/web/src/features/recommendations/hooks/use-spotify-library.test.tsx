import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast-store.ts';
import { libraryKeys } from '../api/library-queries.ts';
import { useSpotifyLibrary } from './use-spotify-library.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the Spotify library toggle', () => {
  const fetchMock = vi.fn();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const renderLibrary = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return { client, ...renderHook(() => useSpotifyLibrary('album-1', true), { wrapper }) };
  };

  it('saves the album and keeps the answer for the next look at it', async () => {
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'PUT'
          ? answer(200, { success: true, albumId: 'album-1', spotifyId: 'sp-1', saved: true })
          : answer(200, { isSaved: false }),
      ),
    );
    const { client, result } = renderLibrary();
    await waitFor(() => expect(client.getQueryData(libraryKeys.saved('album-1'))).toBe(false));

    act(() => result.current.toggle());
    expect(result.current.saved).toBe(true);
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(client.getQueryData(libraryKeys.saved('album-1'))).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      '/spotify/save-album/album-1',
      expect.objectContaining({ method: 'PUT' }),
    );
  });

  it('puts the heart back and says so when the save fails', async () => {
    fetchMock.mockImplementation((_url: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'PUT'
          ? answer(502, { code: 'SPOTIFY_ERROR', message: 'Spotify did not answer.' })
          : answer(200, { isSaved: false }),
      ),
    );
    const { client, result } = renderLibrary();
    await waitFor(() => expect(client.getQueryData(libraryKeys.saved('album-1'))).toBe(false));

    act(() => result.current.toggle());
    expect(result.current.saved).toBe(true);
    await waitFor(() => expect(result.current.saved).toBe(false));
    expect(result.current.busy).toBe(false);
    expect(toastStore.snapshot().map((item) => item.message)).toContain(
      'Failed to save album to Spotify',
    );
  });
});
