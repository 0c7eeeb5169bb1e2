import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncRunSchema, syncStatusSchema } from '@album-club/contracts/sync';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener, spotifyListener } from '../../test-support/listener-browsers.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { emulatorSavedAlbumIds } from '../../test-support/emulator-library.ts';
import {
  followSync,
  libraryCounts,
  openSyncStream,
  syncAndWait,
  untilSyncSaving,
} from '../../test-support/sync-calls.ts';
import { signInWithProvider } from '../../test-support/sign-in-flows.ts';
import { STREAMS_PER_LISTENER } from './sync.routes.ts';
import { SYNC_PATIENCE } from './spotify-patience.ts';

const KIND_OF_BLUE = '1weenld61qoidwYuZ1GESA';
/**
 * The sync's own attempts after the Spotify client gave up, as many as in production, a hundred
 * times closer together: what is tested is that it asks again, not how long it waits.
 */
const syncPatience = { backoffMs: SYNC_PATIENCE.backoffMs / 100 };

describe.each(databaseKinds)('album sync on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind, { syncPatience });
  });
  afterAll(() => t.close());

  it('imports the library, recent plays and top artists, with progress streamed as it goes', async () => {
    const [owl, owlId] = await spotifyListener(t, 'night-owl');
    const saved = await emulatorSavedAlbumIds(t.spotify, 'night-owl');
    t.spotify.admin.play('night-owl', KIND_OF_BLUE);

    const start = await owl.post('/spotify/sync-history');
    expect(start.statusCode).toBe(202);
    const { run, joined } = start.json() as { run: unknown; joined: boolean };
    expect(joined).toBe(false);
    expect(syncRunSchema.parse(run)).toMatchObject({
      status: 'running',
      message: 'Starting sync...',
    });

    const { answer, events } = await followSync(owl, syncRunSchema.parse(run).id);
    expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers['content-encoding']).toBeUndefined();
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const counts = events.map((event) => event.run.albumCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));

    const dbCounts = await libraryCounts(t.database.db, owlId);
    expect(dbCounts.in_library).toBe(saved.length);
    expect(dbCounts.plays).toBe(50);
    expect(dbCounts.top_artists).toBeGreaterThan(0);
    expect(done?.run).toMatchObject({
      status: 'succeeded',
      albumCount: dbCounts.records,
      actualSpotifyCount: saved.length,
      playsAdded: 50,
      error: null,
    });
    // The played album outside the library is synced, but the message counts the library.
    expect(dbCounts.records).toBeGreaterThan(saved.length);
    expect(done?.run.message).toBe(`Synced ${saved.length} albums successfully!`);

    // The played catalog album is linked to the built-in catalog, for the recommender.
    const linked = await queryRows<{ catalog_id: string | null }>(
      t.database.db,
      sql`select catalog_id from album where id = ${KIND_OF_BLUE}`,
    );
    expect(linked[0]?.catalog_id).toBe('csv_miles-davis-kind-of-blue');

    const status = syncStatusSchema.parse((await owl.get('/spotify/sync-history')).json());
    expect(status).toMatchObject({ canSync: true, run: { id: done?.run.id, status: 'succeeded' } });
  });

  it('adds nothing twice on a second sync, and keeps plays past Spotify’s 50-play window', async () => {
    const [runner, runnerId] = await spotifyListener(t, 'trail-runner');
    await syncAndWait(runner);
    const first = await libraryCounts(t.database.db, runnerId);

    const again = await syncAndWait(runner);
    expect(again.final).toMatchObject({ status: 'succeeded', playsAdded: 0 });
    expect(await libraryCounts(t.database.db, runnerId)).toEqual(first);

    const base = Date.now();
    for (const minutes of [1, 2, 3])
      t.spotify.admin.play('trail-runner', KIND_OF_BLUE, new Date(base + minutes * 60_000));
    const third = await syncAndWait(runner);
    expect(third.final.playsAdded).toBe(3);
    expect((await libraryCounts(t.database.db, runnerId)).plays).toBe(first.plays + 3);
  });

  it('joins the sync already running instead of starting a second one', async () => {
    const [cook] = await spotifyListener(t, 'slow-cooker');
    t.spotify.admin.injectFault({ kind: 'latency', ms: 150, count: 6 });
    const [one, two] = await Promise.all([
      cook.post('/spotify/sync-history'),
      cook.post('/spotify/sync-history'),
    ]);
    const answers = [one, two].map(
      (answer) => answer.json() as { run: { id: string }; joined: boolean },
    );
    expect(answers.map((answer) => answer.joined).sort()).toEqual([false, true]);
    expect(answers[0]?.run.id).toBe(answers[1]?.run.id);
    const { events } = await followSync(cook, answers[0]?.run.id ?? '');
    expect(events.at(-1)?.run.status).toBe('succeeded');
    t.spotify.admin.clearFaults();
  });

  it('lets one listener follow a run in 3 streams at once, not more', async () => {
    const [cook] = await spotifyListener(t, 'slow-cooker');
    // Slow enough that the run is still going when the fourth stream asks.
    t.spotify.admin.injectFault({ kind: 'latency', ms: 600, count: 6 });
    const start = await cook.post('/spotify/sync-history');
    const { run } = start.json() as { run: { id: string } };
    const following = await Promise.all(
      Array.from({ length: STREAMS_PER_LISTENER }, () => openSyncStream(cook, run.id)),
    );
    expect(following.map(({ answer }) => answer.statusCode)).toEqual([200, 200, 200]);
    const fourth = await cook.get(`/spotify/sync-history/${run.id}/events`);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'RATE_LIMITED' });
    for (const events of await Promise.all(following.map((stream) => stream.events)))
      expect(events.at(-1)?.run.status).toBe('succeeded');
    t.spotify.admin.clearFaults();
    // Once those streams ended, following works again.
    expect((await followSync(cook, run.id)).events.at(-1)?.event).toBe('done');
  });

  it('joins a run another app instance is running, and replaces one whose instance died', async () => {
    const [steps, stepsId] = await spotifyListener(t, 'first-steps');
    const db = t.database.db;
    const elsewhere = await queryRows<{ id: string }>(
      db,
      sql`
      insert into sync_run (user_id, status, message, heartbeat_at)
      values (${stepsId}, 'running', 'Starting sync...', now()) returning id`,
    );
    const alive = elsewhere[0]?.id;
    const joined = (await steps.post('/spotify/sync-history')).json() as {
      run: { id: string };
      joined: boolean;
    };
    expect(joined).toMatchObject({ joined: true, run: { id: alive } });

    await db.execute(
      sql`update sync_run set heartbeat_at = now() - interval '5 minutes' where id = ${alive}`,
    );
    const fresh = await syncAndWait(steps);
    expect(fresh.start.joined).toBe(false);
    expect(fresh.start.run.id).not.toBe(alive);
    expect(fresh.final.status).toBe('succeeded');
    const dead = await queryRows<{ status: string; error: string }>(
      db,
      sql`select status, error from sync_run where id = ${alive}`,
    );
    expect(dead[0]).toEqual({ status: 'failed', error: 'INTERRUPTED' });
  });

  it('survives 429s, a 503 burst and an expired token on the 2,000-album library', async () => {
    const [ruth, ruthId] = await spotifyListener(t, 'crate-digger');
    t.spotify.admin.injectFault({ kind: 'rate-limit', retryAfterSeconds: 1, count: 2 });
    t.spotify.admin.injectFault({ kind: 'status', status: 503, count: 5, path: '/v1/me/albums' });
    const start = (await ruth.post('/spotify/sync-history')).json() as { run: { id: string } };
    t.spotify.admin.expireUserTokens('crate-digger');
    const { events } = await followSync(ruth, start.run.id);
    const final = events.at(-1)?.run;
    expect(final).toMatchObject({ status: 'succeeded', actualSpotifyCount: 2000 });
    expect((await libraryCounts(t.database.db, ruthId)).in_library).toBe(2000);
    expect(t.spotify.violations).toEqual([]);
  }, 60_000);

  it('fails cleanly when Spotify access is revoked mid-sync, keeping what it saved', async () => {
    const [ruth, ruthId] = await spotifyListener(t, 'crate-digger');
    await t.database.db.execute(
      sql`update user_album set in_library = false where user_id = ${ruthId}`,
    );
    t.spotify.admin.injectFault({ kind: 'latency', ms: 200, count: 40, path: '/v1/me/albums' });
    const start = (await ruth.post('/spotify/sync-history')).json() as { run: { id: string } };
    await untilSyncSaving(ruth);
    t.spotify.admin.revokeUser('crate-digger');
    const { events } = await followSync(ruth, start.run.id);
    const final = events.at(-1)?.run;
    expect(final).toMatchObject({
      status: 'failed',
      message: 'Sync failed. You can still use the app!',
      error: 'AUTH_REFRESH_FAILED',
    });
    const kept = (await libraryCounts(t.database.db, ruthId)).in_library;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(2000);
    expect(final?.albumCount).toBe(kept);
    t.spotify.admin.clearFaults();

    // The forgotten tokens mean Spotify is no longer connected: no sync is offered or started
    // again until the listener signs in with Spotify, which connects it again.
    expect((await ruth.get('/spotify/sync-history')).json()).toMatchObject({ canSync: false });
    expect((await ruth.get('/api/account')).json()).toMatchObject({
      methods: ['spotify'],
      spotify: { connected: false },
    });
    expect((await ruth.post('/spotify/sync-history')).json()).toMatchObject({
      code: 'SPOTIFY_NOT_CONNECTED',
    });
    await signInWithProvider(t, ruth, 'spotify', 'crate-digger');
    expect((await ruth.get('/api/account')).json()).toMatchObject({
      user: { id: ruthId },
      spotify: { connected: true },
    });
    expect((await ruth.get('/spotify/sync-history')).json()).toMatchObject({ canSync: true });
  }, 60_000);

  it('is only for listeners with Spotify, and each listener sees only their own runs', async () => {
    const [anonymous] = await anonymousListener(t);
    const refused = await anonymous.post('/spotify/sync-history');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'SPOTIFY_NOT_CONNECTED' });
    expect((await anonymous.get('/spotify/sync-history')).json()).toEqual({
      canSync: false,
      run: null,
    });

    const [owl] = await spotifyListener(t, 'night-owl');
    const owlRun = syncStatusSchema.parse((await owl.get('/spotify/sync-history')).json()).run;
    if (!owlRun) throw new Error('night-owl has synced before');
    const snooping = await anonymous.get(`/spotify/sync-history/${owlRun.id}/events`);
    expect(snooping.statusCode).toBe(404);
    expect(snooping.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.browser().get(`/spotify/sync-history/${owlRun.id}/events`)).statusCode).toBe(
      401,
    );
  });

  it('keeps the Spotify connection when the token endpoint keeps failing, and fails as retryable', async () => {
    const [runner] = await spotifyListener(t, 'trail-runner');
    t.spotify.admin.expireUserTokens('trail-runner');
    // Far more 503s than the sync's patience: every renewal it tries meets one.
    t.spotify.admin.injectFault({ kind: 'status', status: 503, count: 100, target: 'accounts' });
    const failed = await syncAndWait(runner);
    expect(failed.final).toMatchObject({ status: 'failed', error: 'SPOTIFY_UNAVAILABLE' });
    t.spotify.admin.clearFaults();

    // Still connected: the listener just syncs again, without signing in to Spotify anew.
    expect((await runner.get('/spotify/sync-history')).json()).toMatchObject({ canSync: true });
    expect((await runner.get('/api/account')).json()).toMatchObject({
      spotify: { connected: true },
    });
    expect((await syncAndWait(runner)).final.status).toBe('succeeded');
  }, 40_000);
});

describe('album sync when the server stops', () => {
  it('closes the running run as failed before the database closes', async () => {
    const t = await createAuthTestApp('pglite');
    const [ruth] = await spotifyListener(t, 'crate-digger');
    t.spotify.admin.injectFault({ kind: 'latency', ms: 300, count: 40, path: '/v1/me/albums' });
    const start = (await ruth.post('/spotify/sync-history')).json() as { run: { id: string } };
    await untilSyncSaving(ruth);
    await t.close();
    const lines = t.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        runId: start.run.id,
        error: 'INTERRUPTED',
        msg: 'sync failed, what it saved is kept',
      }),
    );
    expect(lines.filter((line) => line.level === 50)).toEqual([]);
  });
});
