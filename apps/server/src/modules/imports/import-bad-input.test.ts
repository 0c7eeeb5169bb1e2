import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, importRunSchema } from '@album-club/contracts/imports';
import { queryRows } from '../../db/query-rows.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener } from '../../test-support/listener-browsers.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import { extendedEntries, manyPlays, zipOf } from '../../test-support/history-files.ts';
import {
  importAndWait,
  importEnded,
  sendImport,
  storedCounts,
} from '../../test-support/import-calls.ts';

const NOW = new Date('2030-01-10T10:00:00Z');
const history = (count: number, prefix = 'p') =>
  JSON.stringify(extendedEntries(manyPlays(count, undefined, prefix)));

/** Where a ZIP's central directory starts (the end record says). */
const directoryOffset = (zip: Buffer) => zip.readUInt32LE(zip.length - 22 + 16);

describe.each(databaseKinds)('bad import files on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind, { now: () => NOW });
  });
  afterAll(() => t.close());

  it('refuses a file of an unknown format with 415, naming the formats accepted', async () => {
    const [browser] = await anonymousListener(t);
    for (const body of [
      'just some words\nand more',
      '{"hello": "world"}',
      zipOf({ 'notes.txt': 'hi' }),
    ]) {
      const answer = await sendImport(browser, body, 'application/octet-stream');
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      for (const name of [
        'Spotify Extended Streaming History',
        'Spotify Account Data',
        'ListenBrainz',
        'Last.fm',
        'Album Club export',
      ])
        expect(answer.json().message).toContain(name);
    }
  });

  it('refuses a file over the size limit with 413, saying the limit', async () => {
    const [browser] = await anonymousListener(t);
    const answer = await browser.request({
      method: 'POST',
      url: '/api/imports',
      headers: {
        'content-type': 'application/zip',
        'content-length': String(IMPORT_MAX_BYTES + 1),
      },
      payload: 'x',
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('64 MB'),
    });
  });

  it('refuses a truncated ZIP and a damaged one with 400, starting nothing', async () => {
    const [browser, userId] = await anonymousListener(t);
    const zip = zipOf({ 'Streaming_History_Audio_2020.json': history(20) });
    const truncated = zip.subarray(0, Math.floor(zip.length * 0.6));
    const damaged = Buffer.from(zip);
    for (let at = 200; at < 260; at++) damaged[at] = (damaged[at] ?? 0) ^ 0xff;
    for (const body of [truncated, damaged]) {
      const answer = await sendImport(browser, body, 'application/zip');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'IMPORT_FILE_UNREADABLE' });
    }
    expect((await browser.get('/api/imports')).json()).toEqual({ run: null });
    expect((await storedCounts(t, userId))?.plays).toBe(0);
  });

  it('refuses a ZIP bomb by its declared sizes, and one that lies about them, with 413', async () => {
    const [browser] = await anonymousListener(t);
    const bomb = zipOf({ 'Streaming_History_Audio_2020.json': history(10) });
    bomb.writeUInt32LE(300 * 1024 * 1024, directoryOffset(bomb) + 24);
    const answer = await sendImport(browser, bomb, 'application/zip');
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toMatch(/unpacks to more than/);

    const ratio = zipOf({
      'Streaming_History_Audio_2020.json': `[${' '.repeat(5 * 1024 * 1024)}]`,
    });
    expect((await sendImport(browser, ratio, 'application/zip')).statusCode).toBe(413);

    // The directory says 100 bytes; the file inflates to far more.
    const liar = zipOf({ 'Streaming_History_Audio_2020.json': history(500) });
    liar.writeUInt32LE(100, directoryOffset(liar) + 24);
    const lied = await sendImport(browser, liar, 'application/zip');
    expect(lied.statusCode).toBe(413);
    expect(lied.json().message).toMatch(/more than it declares/);
  });

  it('fails on a damaged second file, keeps the first, and importing again finishes without counting twice', async () => {
    const [browser, userId] = await anonymousListener(t);
    const good = zipOf({
      'Streaming_History_Audio_2016.json': history(30, 'a'),
      'Streaming_History_Audio_2017.json': history(30, 'b'),
    });
    const broken = Buffer.from(good);
    // Damage the second file's data: its local header sits where the first file's data ends.
    const second = broken.indexOf(Buffer.from('Streaming_History_Audio_2017.json'));
    for (let at = second + 40; at < second + 80; at++) broken[at] = (broken[at] ?? 0) ^ 0xff;
    const failed = await importAndWait(browser, broken, 'application/zip');
    expect(failed).toMatchObject({
      status: 'failed',
      plays: 30,
      message: expect.stringContaining('cannot be read'),
    });
    expect((await storedCounts(t, userId))?.plays).toBe(30);

    const again = await importAndWait(browser, good, 'application/zip');
    expect(again).toMatchObject({ status: 'done', plays: 30, duplicates: 30 });
    expect((await storedCounts(t, userId))?.plays).toBe(60);
  });

  it('lets the listener cancel a running import; importing again resumes without counting twice', async () => {
    const [browser, userId] = await anonymousListener(t);
    const big = history(12_000, 'c');
    const start = await sendImport(browser, big, 'application/json');
    expect(start.statusCode).toBe(202);
    const { id } = start.json() as { id: string };

    const cancelled = await browser.request({ method: 'DELETE', url: `/api/imports/${id}` });
    expect(cancelled.statusCode).toBe(200);
    const state = importRunSchema.parse(cancelled.json());
    expect(['cancelled', 'done']).toContain(state.status);
    expect(await importEnded(browser, id)).toMatchObject({ status: state.status });

    const resumed = await importAndWait(browser, big, 'application/json');
    expect(resumed.status).toBe('done');
    expect((await storedCounts(t, userId))?.plays).toBe(12_000);
  });

  it('runs one import at a time per listener, cancellable from any instance', async () => {
    const [browser, userId] = await anonymousListener(t);
    // An import running on another app instance, as its row shows it.
    const [elsewhere] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into import_run (user_id, status, format, started_at, heartbeat_at)
        values (${userId}, 'running', 'lastfm-csv', ${NOW.toISOString()}, ${NOW.toISOString()}) returning id`,
    );
    const refused = await sendImport(browser, history(3, 'e'), 'application/json');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT' });

    const cancelled = await browser.request({
      method: 'DELETE',
      url: `/api/imports/${elsewhere?.id}`,
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', message: 'Import cancelled.' });
    expect(await importAndWait(browser, history(3, 'e'), 'application/json')).toMatchObject({
      status: 'done',
      plays: 3,
    });
  });

  it('reports an import whose instance stopped beating as failed', async () => {
    const [browser, userId] = await anonymousListener(t);
    const [dead] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into import_run (user_id, status, format, started_at, heartbeat_at)
        values (${userId}, 'running', 'lastfm-csv', ${NOW.toISOString()}, ${new Date(NOW.getTime() - 60_000).toISOString()}) returning id`,
    );
    expect((await browser.get(`/api/imports/${dead?.id}`)).json()).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('import the same file again'),
    });
  });

  it('shows an import to its listener only', async () => {
    const [owner] = await anonymousListener(t);
    const [other] = await anonymousListener(t);
    const run = await importAndWait(owner, history(3, 'd'), 'application/json');
    expect((await other.get(`/api/imports/${run.id}`)).statusCode).toBe(404);
    expect(
      (await other.request({ method: 'DELETE', url: `/api/imports/${run.id}` })).statusCode,
    ).toBe(404);
    expect((await t.browser().get(`/api/imports/${run.id}`)).statusCode).toBe(401);
  });
});
