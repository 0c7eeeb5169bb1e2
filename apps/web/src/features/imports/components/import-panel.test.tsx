import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportRun } from '@album-club/contracts/imports';
import { ImportPanel, PRIVACY_SENTENCE } from './import-panel.tsx';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const run = (overrides: Partial<ImportRun>): ImportRun => ({
  id: '7d1f0a4e-1111-4c4c-9999-000000000001',
  status: 'running',
  format: 'spotify-extended',
  filesRead: 1,
  plays: 1200,
  albums: 85,
  duplicates: 0,
  refused: 0,
  refusals: {},
  unmatched: 0,
  restored: 0,
  startedAt: '2030-01-10T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

function renderWithQueries(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

describe('the history import panel', () => {
  const fetchMock = vi.fn();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends the picked file, shows the counts while it runs, then the summary with the reasons for refused lines', async () => {
    let reads = 0;
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (url === '/api/imports' && init?.method === 'POST')
        return Promise.resolve(answer(202, { id: run({}).id }));
      if (url === '/api/imports') return Promise.resolve(answer(200, { run: null }));
      reads++;
      return Promise.resolve(
        answer(
          200,
          reads === 1
            ? run({})
            : run({
                status: 'done',
                plays: 1500,
                duplicates: 20,
                refused: 3,
                refusals: { 'podcast episode, not music': 3 },
                message: 'Imported 1500 plays of 90 albums; 20 already known, 3 lines refused.',
              }),
        ),
      );
    });
    renderWithQueries(<ImportPanel />);
    expect(screen.getByText(PRIVACY_SENTENCE)).toBeInTheDocument();
    const file = new File(['[]'], 'Streaming_History_Audio_2020.json', {
      type: 'application/json',
    });
    await userEvent.upload(screen.getByLabelText('History file'), file);

    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST') ?? [];
    expect(init?.body).toBe(file);
    expect(
      await screen.findByText('Files read: 1 · Plays counted: 1200 · Albums matched: 85'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();

    expect(await screen.findByText('Import finished', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('1500')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Why lines were refused' })).toHaveTextContent(
      '3 × podcast episode, not music',
    );
  });

  it('shows why a file was refused', async () => {
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST'
          ? answer(415, {
              code: 'UNSUPPORTED_MEDIA_TYPE',
              message: 'This file is not a listening history Album Club can read.',
            })
          : answer(200, { run: null }),
      ),
    );
    renderWithQueries(<ImportPanel />);
    await userEvent.upload(
      screen.getByLabelText('History file'),
      new File(['hello'], 'history.json', { type: 'application/json' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('not a listening history');
  });
});
