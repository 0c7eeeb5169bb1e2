import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecommendationRequestState } from '../../../lib/new-recommendation.ts';
import { askEarly } from '../api/early-recommendation.ts';
import { useRecommendation, type Listener } from './use-recommendation.ts';

const moment = (situation: string): RecommendationRequestState => ({
  activity: situation,
  wantNew: 'yeah',
  context: { situation, company: '', mood: '' },
});

const answerFor = (situation: string) => ({
  recommendationId: `rec-${situation}`,
  explanation: `For ${situation}.`,
  album: { id: `csv_${situation}`, name: `Album for ${situation}` },
  albums: [],
});

let client = new QueryClient();
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useRecommendation', () => {
  let asked: string[];
  let answer: Map<string, () => void>;

  beforeEach(() => {
    client = new QueryClient();
    localStorage.clear();
    asked = [];
    answer = new Map();
    // Each request waits until the test answers it, so requests can overlap.
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        const { situation } = JSON.parse(String(init?.body)) as { situation: string };
        asked.push(situation);
        return new Promise<Response>((resolve) =>
          answer.set(situation, () =>
            resolve(
              new Response(JSON.stringify(answerFor(situation)), {
                status: 200,
                headers: { 'content-type': 'application/json' },
              }),
            ),
          ),
        );
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const anonymous: Listener = { id: 'anon-1', displayName: 'Guest', isAnonymous: true };

  it('keeps the album on screen when the listener signs in while looking at it', async () => {
    const rainy = moment('rainy day');
    const { result, rerender } = renderHook(({ listener }) => useRecommendation(rainy, listener), {
      initialProps: { listener: anonymous },
      wrapper,
    });
    await waitFor(() => expect(asked).toEqual(['rainy day']));
    answer.get('rainy day')?.();
    await waitFor(() => expect(result.current.answer?.recommendationId).toBe('rec-rainy day'));

    rerender({ listener: { id: 'user-7', displayName: 'Nadia', isAnonymous: false } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual(['rainy day']);
    expect(result.current.answer?.recommendationId).toBe('rec-rainy day');
  });

  it('ignores a repeat for the moment in flight, and asks at once for a new moment', async () => {
    const rainy = moment('rainy day');
    const { result, rerender } = renderHook(
      ({ request }) => useRecommendation(request, anonymous),
      {
        initialProps: { request: rainy },
        wrapper,
      },
    );
    await waitFor(() => expect(asked).toEqual(['rainy day']));
    void result.current.fetchNext();
    expect(asked).toEqual(['rainy day']);

    rerender({ request: moment('road trip') });
    await waitFor(() => expect(asked).toEqual(['rainy day', 'road trip']));
    answer.get('road trip')?.();
    await waitFor(() => expect(result.current.answer?.recommendationId).toBe('rec-road trip'));
    // The answer for the moment left behind arrives late and is dropped.
    answer.get('rainy day')?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.answer?.recommendationId).toBe('rec-road trip');
    expect(result.current.loading).toBe(false);
  });

  it('never shows the previous album while a new moment is asked for', async () => {
    const rainy = moment('rainy day');
    const { result, rerender } = renderHook(
      ({ request }) => useRecommendation(request, anonymous),
      {
        initialProps: { request: rainy },
        wrapper,
      },
    );
    await waitFor(() => expect(asked).toEqual(['rainy day']));
    answer.get('rainy day')?.();
    await waitFor(() => expect(result.current.answer?.recommendationId).toBe('rec-rainy day'));

    rerender({ request: moment('road trip') });
    expect(result.current.answer).toBeNull();
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(asked).toEqual(['rainy day', 'road trip']));
    expect(result.current.answer).toBeNull();
    answer.get('road trip')?.();
    await waitFor(() => expect(result.current.answer?.recommendationId).toBe('rec-road trip'));
  });

  it('takes the answer asked for at the last choice instead of asking again', async () => {
    askEarly(moment('road trip'), { displayName: 'Guest' });
    expect(asked).toEqual(['road trip']);
    // The screen gets a copy of the moment (router history state).
    const copy = moment('road trip');
    const { result } = renderHook(() => useRecommendation(copy, anonymous), { wrapper });
    answer.get('road trip')?.();
    await waitFor(() => expect(result.current.answer?.recommendationId).toBe('rec-road trip'));
    expect(asked).toEqual(['road trip']);
  });
});
