import { afterEach, beforeEach, vi } from 'vitest';

/** A JSON reply as the server sends it. */
export const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Plays fetch for every test of the enclosing describe; each test sets its replies, and they are
 * forgotten after it.
 */
export function stubFetch() {
  const fetchMock = vi.fn();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}
