import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineIndicator } from '../components/ui/offline-indicator.tsx';
import { apiFetch, OFFLINE_QUEUED_MESSAGE } from './api-client.ts';
import { offlineWrites } from './offline-writes.ts';
import { toast, toastStore } from './toast-store.ts';

const rate = (rating: number) =>
  apiFetch('/spotify/album-interaction', {
    method: 'POST',
    body: { albumId: 'csv_blue', interactionType: 'rate', rating },
    queueOffline: true,
  });

describe('changes made offline', () => {
  let online = false;
  beforeEach(() => {
    online = false;
    localStorage.clear();
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    for (const item of toastStore.snapshot()) toast.dismiss(item.id);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('are kept, counted on screen, and sent in order, each once, when the network returns', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init?: RequestInit) => {
        if (!online) throw new TypeError('Failed to fetch');
        sent.push({
          body: JSON.parse(String(init?.body)),
          key: new Headers(init?.headers).get('idempotency-key'),
        });
        return Response.json({ success: true });
      }),
    );
    render(<OfflineIndicator />);

    await expect(rate(7)).resolves.toBeUndefined();
    await expect(rate(9)).resolves.toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent('Offline — 2 changes waiting');
    expect(toastStore.snapshot().map((item) => item.message)).toContain(OFFLINE_QUEUED_MESSAGE);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(offlineWrites.count()).toBe(0));
    expect(sent.map(({ body }) => (body as { rating: number }).rating)).toEqual([7, 9]);
    expect(new Set(sent.map(({ key }) => key)).size).toBe(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps a change that could not be sent yet for the next try', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await rate(6);
    online = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 503 }))),
    );
    await offlineWrites.replay();
    expect(offlineWrites.count()).toBe(1);
  });
});
