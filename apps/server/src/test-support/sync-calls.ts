import { sql } from 'drizzle-orm';
import type { SyncRun } from '@album-club/contracts/sync';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import type { TestBrowser } from './test-browser.ts';

export interface SyncEvent {
  event: string;
  run: SyncRun;
}

/** Splits a text/event-stream body into its events. */
export function parseEvents(body: string): SyncEvent[] {
  return body
    .split('\n\n')
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return event && data ? { event, run: JSON.parse(data) as SyncRun } : undefined;
    })
    .filter((entry): entry is SyncEvent => entry !== undefined);
}

/** Follows a run's events to the end, as the web app does. */
export async function followSync(browser: TestBrowser, runId: string) {
  const answer = await browser.request({
    method: 'GET',
    url: `/spotify/sync-history/${runId}/events`,
    headers: { 'accept-encoding': 'gzip, br', accept: 'text/event-stream' },
  });
  return { answer, events: parseEvents(answer.body) };
}

/**
 * Opens a run's event stream and answers once the server has taken it on (its headers are out),
 * with the events still to come.
 */
export async function openSyncStream(browser: TestBrowser, runId: string) {
  const answer = await browser.request({
    method: 'GET',
    url: `/spotify/sync-history/${runId}/events`,
    headers: { accept: 'text/event-stream' },
    payloadAsStream: true,
  });
  const events = (async () => {
    let body = '';
    for await (const chunk of answer.stream()) body += String(chunk);
    return parseEvents(body);
  })();
  return { answer, events };
}

/** Until a listener's running sync has saved its first album. */
export async function untilSyncSaving(browser: TestBrowser) {
  for (;;) {
    const status = (await browser.get('/spotify/sync-history')).json() as {
      run?: { albumCount?: number } | null;
    };
    if ((status.run?.albumCount ?? 0) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Starts (or joins) a sync and waits for it to end. */
export async function syncAndWait(browser: TestBrowser) {
  const start = await browser.post('/spotify/sync-history');
  if (start.statusCode !== 202 && start.statusCode !== 200)
    throw new Error(`sync did not start: ${start.statusCode} ${start.body}`);
  const { run } = start.json() as { run: SyncRun; joined: boolean };
  const { events } = await followSync(browser, run.id);
  const final = events.at(-1)?.run;
  if (!final) throw new Error('no events');
  return { start: start.json() as { run: SyncRun; joined: boolean }, events, final };
}

/** What the database holds for a listener, counted directly. */
export async function libraryCounts(db: Database, userId: string) {
  const [row] = await queryRows<{
    records: number;
    in_library: number;
    plays: number;
    top_artists: number;
    linked: number;
  }>(
    db,
    sql`
    select
      (select count(*)::int from user_album where user_id = ${userId}) as records,
      (select count(*)::int from user_album where user_id = ${userId} and in_library) as in_library,
      (select count(*)::int from play where user_id = ${userId}) as plays,
      (select count(*)::int from top_artist where user_id = ${userId}) as top_artists,
      (select count(*)::int from user_album ua join album a on a.id = ua.album_id
        where ua.user_id = ${userId} and a.catalog_id is not null) as linked`,
  );
  if (!row) throw new Error('no counts');
  return row;
}
