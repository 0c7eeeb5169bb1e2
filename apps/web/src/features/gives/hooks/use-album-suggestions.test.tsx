import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlbumSuggestion } from '@album-club/contracts/gives';
import { useAlbumSuggestions } from './use-album-suggestions.ts';

const suggestion = (title: string, artist: string): AlbumSuggestion => ({
  title,
  artist,
  source: 'catalog',
  year: 1971,
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('album suggestions while typing', () => {
  const fetchMock = vi.fn();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const renderSuggestions = (title: string) => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(({ typed }) => useAlbumSuggestions(typed, '', true), {
      initialProps: { typed: title },
      wrapper,
    });
  };

  it('asks once typing pauses, for the newest words only, the exact match first', async () => {
    fetchMock.mockImplementation((url: string) => {
      const title = new URL(url, 'http://localhost').searchParams.get('title') ?? '';
      return Promise.resolve(
        answer(200, {
          suggestions: [suggestion(`${title} Sky`, 'Someone'), suggestion(title, 'Joni Mitchell')],
        }),
      );
    });
    const { result, rerender } = renderSuggestions('Bl');
    rerender({ typed: 'Blu' });
    rerender({ typed: 'Blue ' });

    await waitFor(() => expect(result.current).toHaveLength(2));
    expect(result.current.map((found) => found.title)).toEqual(['Blue', 'Blue Sky']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('title=Blue&');
  });

  it('drops what was suggested when asking for newer words fails, and shows none under two letters', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.includes('title=Blue&')
          ? answer(200, { suggestions: [suggestion('Blue', 'Joni Mitchell')] })
          : answer(500, { code: 'INTERNAL', message: 'Something went wrong.' }),
      ),
    );
    const { result, rerender } = renderSuggestions('Blue');
    await waitFor(() => expect(result.current).toHaveLength(1));
    rerender({ typed: 'Blues' });
    // The earlier words' suggestions stay while the newer ones are asked for...
    expect(result.current).toHaveLength(1);
    // ...and go when that question fails.
    await waitFor(() => expect(result.current).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    rerender({ typed: 'Blue' });
    expect(result.current).toHaveLength(1);
    rerender({ typed: 'B' });
    expect(result.current).toEqual([]);
  });
});
