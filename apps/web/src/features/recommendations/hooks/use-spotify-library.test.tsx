import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer as answer, stubFetch } from '../../../test/fetch-stub.ts';
import { noRetryClient, queryWrapper } from '../../../test/with-queries.tsx';
import { toastStore } from '../../../lib/toast-store.ts';
import { libraryKeys } from '../api/library-queries.ts';
import { useSpotifyLibrary } from './use-spotify-library.ts';

describe('the Spotify library toggle', () => {
  const fetchMock = stubFetch();

  const renderLibrary = () => {
    const client = noRetryClient();
    const wrapper = queryWrapper(client);
    return { client, ...renderHook(() => useSpotifyLibrary('album-1', true), { wrapper }) };
  };

  /** Opens the toggle on an album not in the library, then taps it; the save gets `saveReply`. */
  const saveUnsaved = async (saveReply: () => Response) => {
    fetchMock.mockImplementation((_url: string, init?: RequestInit) =>
      Promise.resolve(init?.method === 'PUT' ? saveReply() : answer(200, { isSaved: false })),
    );
    const rendered = renderLibrary();
    const { client, result } = rendered;
    await waitFor(() => expect(client.getQueryData(libraryKeys.saved('album-1'))).toBe(false));

    act(() => result.current.toggle());
    expect(result.current.saved).toBe(true);
    return rendered;
  };

  it('saves the album and keeps the answer for the next look at it', async () => {
    const { client, result } = await saveUnsaved(() =>
      answer(200, { success: true, albumId: 'album-1', spotifyId: 'sp-1', saved: true }),
    );
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(client.getQueryData(libraryKeys.saved('album-1'))).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      '/spotify/save-album/album-1',
      expect.objectContaining({ method: 'PUT' }),
    );
  });

  it('puts the heart back and says so when the save fails', async () => {
    const { result } = await saveUnsaved(() =>
      answer(502, { code: 'SPOTIFY_ERROR', message: 'Spotify did not answer.' }),
    );
    await waitFor(() => expect(result.current.saved).toBe(false));
    expect(result.current.busy).toBe(false);
    expect(toastStore.snapshot().map((item) => item.message)).toContain(
      'Failed to save album to Spotify',
    );
  });
});
