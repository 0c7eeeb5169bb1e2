import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStatsSchema } from '@album-club/contracts/stats';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener, spotifyListener } from '../../test-support/listener-browsers.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import { importAndWait, storedCounts } from '../../test-support/import-calls.ts';
import { syncAndWait } from '../../test-support/sync-calls.ts';

async function emulatorHistory(t: AuthTestApp, listener: string): Promise<Buffer> {
  const answer = await fetch(`${t.spotify.url}/history/${listener}/extended-streaming-history.zip`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/zip');
  return Buffer.from(await answer.arrayBuffer());
}

describe.each(databaseKinds)('the Spotify emulator’s history files on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  it('fill the stats of a listener without Spotify, and the same file again adds nothing', async () => {
    const [browser, userId] = await anonymousListener(t);
    const zip = await emulatorHistory(t, 'night-owl');
    const run = await importAndWait(browser, zip, 'application/zip');
    expect(run).toMatchObject({ status: 'done', format: 'spotify-extended', duplicates: 0 });
    expect(run.plays).toBeGreaterThan(3_000);
    expect(run.refusals['podcast episode, not music']).toBeGreaterThan(0);
    expect((await storedCounts(t, userId))?.plays).toBe(run.plays);
    const stats = userStatsSchema.parse(
      (await browser.get('/spotify/user-stats?timeZone=UTC')).json(),
    );
    expect(stats.totalAlbums).toBeGreaterThan(0);
    expect(stats.recentAlbums.length).toBeGreaterThan(0);

    const again = await importAndWait(browser, zip, 'application/zip');
    expect(again).toMatchObject({ status: 'done', plays: 0, duplicates: run.plays });
  });

  it('agree with what the sync brought in: its recent plays are not counted twice', async () => {
    const [browser, userId] = await spotifyListener(t, 'trail-runner');
    await syncAndWait(browser);
    const synced = (await storedCounts(t, userId))?.plays;
    expect(synced).toBe(50);
    const run = await importAndWait(
      browser,
      await emulatorHistory(t, 'trail-runner'),
      'application/zip',
    );
    expect(run.duplicates).toBe(50);
    expect((await storedCounts(t, userId))?.plays).toBe(50 + run.plays);
  });
});
