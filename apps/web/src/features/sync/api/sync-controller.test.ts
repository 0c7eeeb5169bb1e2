import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncRun, SyncStatus } from '@album-club/contracts/sync';
import { LOST_STREAM_POLL_MS, SyncController } from './sync-controller.ts';

/** The browser's EventSource, played by the test: it sends what the server would. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | undefined;
  readyState = 1;
  readonly handlers = new Map<string, (event: Event) => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, handler: (event: Event) => void) {
    this.handlers.set(type, handler);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(type: string, run: SyncRun) {
    this.handlers.get(type)?.(new MessageEvent(type, { data: JSON.stringify(run) }));
  }
}

const run = (overrides: Partial<SyncRun> = {}): SyncRun => ({
  id: '5f7d3c1e-9a41-4f0a-8a55-0b6f2b1f9a10',
  status: 'running',
  message: 'Starting sync...',
  albumCount: 0,
  actualSpotifyCount: null,
  playsAdded: 0,
  error: null,
  startedAt: '2026-11-21T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

const status = (overrides: Partial<SyncStatus> = {}): SyncStatus => ({
  canSync: true,
  run: null,
  ...overrides,
});

describe('the dashboard’s album sync', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ run: run(), joined: false }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('starts when none ever completed, shows progress, keeps the spec’s local keys, then clears after 3 s', async () => {
    const ended = vi.fn();
    const sync = new SyncController(ended);
    sync.consider(status(), 12);
    await vi.waitFor(() => expect(FakeEventSource.last?.url).toContain(run().id));
    expect(fetchMock).toHaveBeenCalledWith(
      '/spotify/sync-history',
      expect.objectContaining({ method: 'POST' }),
    );

    FakeEventSource.last?.send(
      'progress',
      run({
        message: 'Syncing your library: 50 of 140 albums...',
        albumCount: 50,
        actualSpotifyCount: 140,
      }),
    );
    expect(sync.getSnapshot()).toMatchObject({
      isSyncing: true,
      progress: { albumCount: 50, actualSpotifyCount: 140, isComplete: false },
    });

    FakeEventSource.last?.send(
      'done',
      run({
        status: 'succeeded',
        message: 'Synced 147 albums (140 total in your library)!',
        albumCount: 147,
        actualSpotifyCount: 140,
      }),
    );
    expect(sync.getSnapshot()).toMatchObject({
      isSyncing: false,
      progress: { message: 'Synced 147 albums (140 total in your library)!', isComplete: true },
    });
    expect(ended).toHaveBeenCalledOnce();
    expect(localStorage.getItem('album_sync_completed')).toBe('true');
    expect(localStorage.getItem('album_last_sync_count')).toBe('147');
    vi.advanceTimersByTime(2_999);
    expect(sync.getSnapshot().progress).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(sync.getSnapshot().progress).toBeNull();

    // Once per visit: a second look at the status does not start another sync.
    sync.consider(status(), 0);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('asks for the run’s state when the live stream is lost, and reports how the run really ended', async () => {
    const ended = vi.fn();
    const sync = new SyncController(ended);
    sync.consider(status({ run: run() }), 12);
    const source = FakeEventSource.last;
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    fetchMock.mockResolvedValueOnce(
      json(status({ run: run({ message: 'Syncing your library: 50 of 140 albums...' }) })),
    );
    source?.close();
    source?.handlers.get('error')?.(new Event('error'));
    await vi.waitFor(() =>
      expect(sync.getSnapshot().progress?.message).toBe(
        'Syncing your library: 50 of 140 albums...',
      ),
    );
    expect(sync.getSnapshot().isSyncing).toBe(true);

    const finished = run({
      status: 'succeeded',
      message: 'Synced 140 albums successfully!',
      albumCount: 140,
      finishedAt: '2026-11-21T10:01:00.000Z',
    });
    fetchMock.mockResolvedValueOnce(json(status({ run: finished })));
    await vi.advanceTimersByTimeAsync(LOST_STREAM_POLL_MS);
    await vi.waitFor(() =>
      expect(sync.getSnapshot()).toMatchObject({
        isSyncing: false,
        progress: { message: 'Synced 140 albums successfully!', failed: false },
      }),
    );
    expect(ended).toHaveBeenCalledOnce();
  });

  it('does not start within 24 hours of the last sync, unless the listener has no albums', () => {
    localStorage.setItem('album_sync_completed', 'true');
    localStorage.setItem('album_last_sync_time', String(Date.now() - 60_000));
    new SyncController(() => {}).consider(status(), 12);
    expect(fetchMock).not.toHaveBeenCalled();
    new SyncController(() => {}).consider(status(), 0);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('records a sync that succeeded while this page was not following it, and does not start another', () => {
    const finishedAt = new Date(Date.now() - 60 * 60_000).toISOString();
    new SyncController(() => {}).consider(
      status({ run: run({ status: 'succeeded', albumCount: 147, finishedAt }) }),
      147,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('album_sync_completed')).toBe('true');
    expect(localStorage.getItem('album_last_sync_time')).toBe(String(Date.parse(finishedAt)));
    expect(localStorage.getItem('album_last_sync_count')).toBe('147');
  });

  it('still starts when the last sync the server knows of is more than 24 hours old', () => {
    const finishedAt = new Date(Date.now() - 25 * 60 * 60_000).toISOString();
    new SyncController(() => {}).consider(
      status({ run: run({ status: 'succeeded', albumCount: 147, finishedAt }) }),
      147,
    );
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('starts again when this browser recorded that run and was then told it never synced', () => {
    const finishedAt = new Date(Date.now() - 60 * 60_000).toISOString();
    localStorage.setItem('album_last_sync_time', String(Date.parse(finishedAt) + 50));
    new SyncController(() => {}).consider(
      status({ run: run({ status: 'succeeded', albumCount: 147, finishedAt }) }),
      147,
    );
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('rejoins a sync that is still running instead of starting one', () => {
    const sync = new SyncController(() => {});
    sync.consider(status({ run: run({ albumCount: 300, actualSpotifyCount: 2000 }) }), 0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeEventSource.last?.url).toBe(`/spotify/sync-history/${run().id}/events`);
    expect(sync.getSnapshot().progress).toMatchObject({
      albumCount: 300,
      actualSpotifyCount: 2000,
    });
  });

  it('never starts for a listener without Spotify', () => {
    new SyncController(() => {}).consider(status({ canSync: false }), 0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the spec’s failure line when the sync fails, and clears it after 4 s', async () => {
    const sync = new SyncController(() => {});
    await sync.start();
    FakeEventSource.last?.send(
      'done',
      run({
        status: 'failed',
        message: 'Sync failed. You can still use the app!',
        error: 'SPOTIFY_UNAVAILABLE',
      }),
    );
    expect(sync.getSnapshot().progress).toMatchObject({
      failed: true,
      message: 'Sync failed. You can still use the app!',
    });
    expect(localStorage.getItem('album_sync_completed')).toBeNull();
    vi.advanceTimersByTime(3_999);
    expect(sync.getSnapshot().progress).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(sync.getSnapshot().progress).toBeNull();
  });

  it('fails the same way when the sync cannot even start', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          code: 'SPOTIFY_NOT_CONNECTED',
          message: 'Connect your Spotify account first.',
        }),
        { status: 401 },
      ),
    );
    const sync = new SyncController(() => {});
    await sync.start();
    expect(sync.getSnapshot()).toMatchObject({
      isSyncing: false,
      progress: { message: 'Sync failed. You can still use the app!' },
    });
  });
});
