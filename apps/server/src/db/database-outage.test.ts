import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { syncStatusSchema } from '@album-club/contracts/sync';
import { createAuthTestApp, type AuthTestApp } from '../test-support/auth-test-app.ts';
import { anonymousListener, spotifyListener } from '../test-support/listener-browsers.ts';
import { rate, ratingsOf } from '../test-support/album-calls.ts';
import { syncAndWait } from '../test-support/sync-calls.ts';
import type { TestBrowser } from '../test-support/test-browser.ts';
import {
  localPostgresMissing,
  startLocalPostgres,
  type LocalPostgres,
} from '../test-support/local-postgres.ts';
import { openPostgres } from './open-postgres.ts';

const missing = localPostgresMissing();
if (missing) console.warn(`The PostgreSQL outage test is skipped: ${missing}.`);

type Phase = 'up' | 'down' | 'back';
interface Answer {
  sentIn: Phase;
  answeredIn: Phase;
  status: number;
  code: string | undefined;
  ms: number;
}

/** Listeners rating albums without pause, each write a new album, until stopped. */
function ratingLoad(browsers: TestBrowser[], phase: () => Phase) {
  const acknowledged = new Map<string, number>();
  const answers: Answer[] = [];
  let running = true;
  let next = 0;
  const writer = async (browser: TestBrowser) => {
    while (running) {
      const albumId = `csv_outage-write-${next++}`;
      const rating = (next % 10) + 1;
      const sentIn = phase();
      const started = performance.now();
      const answer = await rate(browser, albumId, rating);
      const ms = performance.now() - started;
      if (answer.statusCode === 200) acknowledged.set(albumId, rating);
      const code = answer.statusCode === 200 ? undefined : (answer.json() as { code: string }).code;
      answers.push({ sentIn, answeredIn: phase(), status: answer.statusCode, code, ms });
    }
  };
  const writers = browsers.map(writer);
  return {
    acknowledged,
    answers,
    stop: async () => {
      running = false;
      await Promise.all(writers);
    },
  };
}

const generously = { timeout: 20_000, interval: 50 };

describe.skipIf(missing)('a PostgreSQL server that stops and comes back', () => {
  let postgres: LocalPostgres;
  let t: AuthTestApp;
  let phase: Phase = 'up';
  beforeAll(async () => {
    postgres = await startLocalPostgres();
    t = await createAuthTestApp('postgres', { database: await openPostgres(postgres.url, 5) });
  });
  // A failed check must not leave writers calling a closed app.
  let stopLoad: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stopLoad?.();
    stopLoad = undefined;
    if (phase === 'down') await postgres.start();
    phase = 'up';
  });
  afterAll(async () => {
    await t?.close();
    await postgres?.destroy();
  });

  it.each(['immediate', 'fast'] as const)(
    'answers 503 during a %s stop, is ready again at once after, and loses nothing',
    async (mode) => {
      phase = 'up';
      const listeners = await Promise.all([anonymousListener(t), anonymousListener(t)]);
      const browsers = listeners.map(([browser]) => browser);
      const [owl] = await spotifyListener(t, 'night-owl');
      // Every Spotify call slow, so the sync is still writing when the database goes.
      t.spotify.admin.injectFault({ kind: 'latency', ms: 250, count: 10_000 });
      const started = await owl.post('/spotify/sync-history');
      expect(started.statusCode).toBe(202);

      const load = ratingLoad(browsers, () => phase);
      stopLoad = load.stop;
      await vi.waitFor(() => expect(load.acknowledged.size).toBeGreaterThanOrEqual(10), generously);

      await postgres.stop(mode);
      phase = 'down';
      const downFrom = load.answers.length;
      const logsFrom = t.logs.length;
      await vi.waitFor(
        () => expect(load.answers.length - downFrom).toBeGreaterThanOrEqual(12),
        generously,
      );
      // Whether the sync touched the database during the outage depends on where it was (a
      // Spotify call, a back-off): when it did, its run must end failed, never hang.
      const syncMet = () =>
        t.logs.slice(logsFrom).some((line) => line.includes('once the database'));
      const ready = await t.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
      // Sign-in, and a session read afresh (not from the few seconds' cache), say the same.
      const signIn = await t.browser().post('/api/auth/sign-in/anonymous');
      expect(signIn.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      for (const browser of browsers) t.app.sessionCache.forget(browser.cookieHeader());
      const session = await browsers[0]?.get('/api/auth/get-session');
      expect(session?.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      const albums = await browsers[1]?.get('/spotify/user-albums');
      expect(albums?.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });

      // Writes may succeed as soon as the server accepts them, before pg_ctl says it started.
      phase = 'back';
      await postgres.start();
      const backAt = performance.now();
      await vi.waitFor(
        async () => expect((await t.app.inject('/readyz')).statusCode).toBe(200),
        generously,
      );
      const readyAfterMs = performance.now() - backAt;
      await vi.waitFor(() => expect(load.answers.at(-1)?.status).toBe(200), generously);
      await load.stop();

      const duringOutage = load.answers.filter(
        (a) => a.sentIn === 'down' && a.answeredIn === 'down',
      );
      console.info(
        `${mode} stop: ${duringOutage.length} answers during the outage, slowest ` +
          `${Math.round(Math.max(...duringOutage.map((a) => a.ms)))} ms; ready ` +
          `${Math.round(readyAfterMs)} ms after the database was back`,
      );
      expect(duringOutage.length).toBeGreaterThan(0);
      for (const answer of duringOutage) {
        expect(answer).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
        expect(answer.ms).toBeLessThan(5_000);
      }
      expect(readyAfterMs).toBeLessThan(2_000);

      // The sync that met the outage ends failed, and a new one runs to the end.
      const run = await vi.waitFor(async () => {
        const status = syncStatusSchema.parse((await owl.get('/spotify/sync-history')).json());
        expect(status.run?.status).not.toBe('running');
        return status.run;
      }, generously);
      if (syncMet()) expect(run).toMatchObject({ status: 'failed', error: 'DATABASE_UNAVAILABLE' });
      else expect(['failed', 'succeeded']).toContain(run?.status);
      t.spotify.admin.clearFaults();
      expect((await syncAndWait(owl)).final.status).toBe('succeeded');

      // Every write answered 200, before, during or after the outage, is there.
      const kept: Record<string, number | null> = {};
      for (const browser of browsers) Object.assign(kept, await ratingsOf(browser));
      for (const [albumId, rating] of load.acknowledged) expect(kept[albumId]).toBe(rating);
    },
    60_000,
  );
});
