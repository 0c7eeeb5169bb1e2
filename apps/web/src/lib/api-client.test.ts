import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiFetch,
  OFFLINE_WRITE_MESSAGE,
  SLOW_WRITE_MESSAGE,
  SLOW_WRITE_MS,
} from './api-client.ts';
import { toast, toastStore } from './toast-store.ts';

const messages = () => toastStore.snapshot().map((item) => item.message);

describe('writes on a bad connection never wait silently', () => {
  beforeEach(() => {
    for (const item of toastStore.snapshot()) toast.dismiss(item.id);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says a write made offline was not saved, once, and leaves reads and background calls quiet', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await expect(
      apiFetch('/spotify/album-interaction', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(
      apiFetch('/spotify/album-interaction', { method: 'POST', body: {} }),
    ).rejects.toThrow();
    expect(messages().filter((message) => message === OFFLINE_WRITE_MESSAGE)).toHaveLength(1);

    for (const item of toastStore.snapshot()) toast.dismiss(item.id);
    await expect(apiFetch('/spotify/user-stats')).rejects.toThrow();
    await expect(
      apiFetch('/spotify/log-event', { method: 'POST', body: {}, background: true }),
    ).rejects.toThrow();
    expect(messages()).toEqual([]);
  });

  it('tells the listener a slow write is still on its way, and takes the notice back when it lands', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const saving = apiFetch('/spotify/gives', { method: 'POST', body: {} });
    expect(messages()).not.toContain(SLOW_WRITE_MESSAGE);
    await vi.advanceTimersByTimeAsync(SLOW_WRITE_MS);
    expect(messages()).toContain(SLOW_WRITE_MESSAGE);

    answer(Response.json({ ok: true }));
    await expect(saving).resolves.toEqual({ ok: true });
    expect(messages()).not.toContain(SLOW_WRITE_MESSAGE);
  });
});
