import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlbumSync } from './use-album-sync.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('the album sync on a first visit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does not read an empty library as empty until it knows whether a sync will fill it', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { result } = renderHook(() => useAlbumSync({ totalAlbums: 0 }), { wrapper });
    expect(result.current.isSyncing).toBe(true);

    answer(Response.json({ canSync: false, run: null }));
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
  });
});
