import { act, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { UserStats } from '@album-club/contracts/stats';
import { noteWrite } from '../../../lib/listener-data.ts';
import { refreshSession } from '../../../lib/session.ts';
import { ZERO_STATS } from '@album-club/contracts/stats';
import { jsonAnswer as answer, stubFetch } from '../../../test/fetch-stub.ts';
import { noRetryClient, queryWrapper } from '../../../test/with-queries.tsx';
import { useUserStats } from './use-user-stats.ts';

const stats: UserStats = {
  ...ZERO_STATS,
  totalAlbums: 147,
  totalRatedAlbums: 12,
  averageRating: 7.4,
};

const serverError = () => answer(500, { code: 'INTERNAL', message: 'Something went wrong.' });

function renderStats() {
  const client = noRetryClient();
  return { client, ...renderHook(() => useUserStats(), { wrapper: queryWrapper(client) }) };
}

const failedQueries = (client: QueryClient) =>
  client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });

describe('the dashboard’s stats (spec: zeroed stats on failure)', () => {
  const fetchMock = stubFetch();

  it('are zeroed, and said to have failed, when they never loaded', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(serverError()));
    const { result } = renderStats();
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.stats).toEqual(ZERO_STATS);
  });

  it('keep the figures last read when asking again after a change fails', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, stats));
    const { client, result } = renderStats();
    await waitFor(() => expect(result.current.stats).toEqual(stats));

    fetchMock.mockImplementation(() => Promise.resolve(serverError()));
    // The listener edits an album: the stats are asked again, and that fails.
    act(() => noteWrite('POST', '/spotify/album-interaction'));
    await waitFor(() => expect(failedQueries(client)).toHaveLength(1));

    expect(result.current.stats).toEqual(stats);
    expect(result.current.failed).toBe(false);
  });

  it('never show one listener’s figures to another who signs in on the same page', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, stats));
    const { client, result } = renderStats();
    await waitFor(() => expect(result.current.stats).toEqual(stats));

    fetchMock.mockImplementation((path: string) =>
      Promise.resolve(
        path === '/api/auth/get-session'
          ? answer(200, {
              user: { id: 'listener-2', name: 'Ruth Adeyemi' },
              session: { expiresAt: '2099-01-01T00:00:00.000Z' },
            })
          : serverError(),
      ),
    );
    // What the query provider does when someone else signs in.
    await act(async () => {
      await refreshSession();
      await client.resetQueries();
    });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.stats).toEqual(ZERO_STATS);
  });
});
