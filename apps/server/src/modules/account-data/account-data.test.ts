import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '@album-club/contracts/account-data';
import { queryRows } from '../../db/query-rows.ts';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { anonymousListener, spotifyListener } from '../../test-support/listener-browsers.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import type { TestBrowser } from '../../test-support/test-browser.ts';
import { lastfmCsv, manyPlays } from '../../test-support/history-files.ts';
import { importAndWait } from '../../test-support/import-calls.ts';
import { syncAndWait } from '../../test-support/sync-calls.ts';
import { blueGive, give } from '../gives/give-test-calls.ts';

const NOW = new Date('2030-01-10T10:00:00Z');

const interact = (browser: TestBrowser, albumId: string, body: Record<string, unknown>) =>
  browser.post('/spotify/album-interaction', {
    albumId,
    albumName: 'An album',
    artistName: 'An artist',
    ...body,
  });

async function exportOf(browser: TestBrowser) {
  const answer = await browser.request({ method: 'GET', url: '/api/account/export' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/zip');
  expect(answer.headers['content-disposition']).toMatch(/attachment; filename="album-club-export-/);
  const files = unzipSync(new Uint8Array(answer.rawPayload));
  const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
  return { zip: answer.rawPayload, files, text };
}

/** A listener's records as comparable rows, without whose they are. */
async function recordsOf(t: AuthTestApp, userId: string) {
  const albums = await queryRows(
    t.database.db,
    sql`select album_id, rating, tags, notes, is_favorite, is_known, in_library, last_listened_at
      from user_album where user_id = ${userId} order by album_id`,
  );
  const plays = await queryRows(
    t.database.db,
    sql`select track_id, album_id, played_at from play where user_id = ${userId}
      order by played_at, track_id`,
  );
  const gives = await queryRows(
    t.database.db,
    sql`select album_id, album_title, artist, situation, description, created_at from give
      where giver_id = ${userId} order by created_at`,
  );
  const recommendations = await queryRows(
    t.database.db,
    sql`select album_id, situation, company, mood, want_new, local_hour, explanation,
        short_explanation, created_at
      from recommendation where user_id = ${userId} order by created_at, album_id`,
  );
  const rewards = await queryRows(
    t.database.db,
    sql`select discovery_points, community_karma, badges from member_reward
      where user_id = ${userId}`,
  );
  return { albums, plays, gives, recommendations, rewards };
}

/** Every table column that holds a user id, read from the database itself. */
async function userColumns(t: AuthTestApp) {
  return queryRows<{ table_name: string; column_name: string }>(
    t.database.db,
    sql`select kcu.table_name, kcu.column_name
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'user' and tc.table_schema = 'public'
      union select 'user', 'id'`,
  );
}

async function rowsReferencing(t: AuthTestApp, userId: string) {
  const found: Record<string, number> = {};
  for (const { table_name, column_name } of await userColumns(t)) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${userId}`,
    );
    found[`${table_name}.${column_name}`] = row?.n ?? 0;
  }
  return found;
}

describe.each(databaseKinds)('the listener’s data on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind, { now: () => NOW });
  });
  afterAll(() => t.close());

  it('exports everything as JSON, CSV and a README, and the export restores the records in a new account', async () => {
    const [before, beforeId] = await anonymousListener(t);
    await importAndWait(
      before,
      lastfmCsv(manyPlays(30, '2025-06-01T08:00:00Z', 'x'), true),
      'text/csv',
    );
    const [first, second] = (await recordsOf(t, beforeId)).albums as { album_id: string }[];
    if (!first || !second) throw new Error('the import made no albums');
    expect(
      (await interact(before, first.album_id, { interactionType: 'rate', rating: 8.5 })).statusCode,
    ).toBe(200);
    await interact(before, first.album_id, {
      interactionType: 'tag',
      tags: ['late night', 'rain'],
    });
    await interact(before, first.album_id, {
      interactionType: 'notes_update',
      notes: 'Side B, "always".',
    });
    await interact(before, second.album_id, {
      interactionType: 'add_to_favorites',
      isFavorite: true,
    });
    await interact(before, second.album_id, { interactionType: 'mark_known', isKnown: true });
    expect((await give(before, {})).statusCode).toBe(200);
    const recommended = await before.post('/spotify/enhanced-recommendation', {
      responses: { activity: 'rainy sunday morning', wantNew: 'yeah' },
      situation: 'rainy sunday morning',
      currentHour: 9,
    });
    expect(recommended.statusCode).toBe(200);

    const { zip, files, text } = await exportOf(before);
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'album-club-export.json',
      'albums.csv',
      'gives.csv',
      'plays.csv',
      'recommendations.csv',
    ]);
    const document = accountExportSchema.parse(JSON.parse(text('album-club-export.json')));
    expect(document.plays).toHaveLength(30);
    expect(document.gives).toMatchObject([
      { albumTitle: blueGive.albumTitle, situation: blueGive.situation },
    ]);
    expect(document.albums.find((entry) => entry.album.id === first.album_id)).toMatchObject({
      rating: 8.5,
      tags: ['late night', 'rain'],
      notes: 'Side B, "always".',
    });
    expect(document.recommendations).toMatchObject([
      { situation: 'rainy sunday morning', wantNew: 'yeah', localHour: 9 },
    ]);
    expect(document.rewards?.discoveryPoints).toBeGreaterThan(0);
    expect(text('plays.csv').split('\r\n')[0]).toBe('played_at,album_id,album,artists,track_id');
    expect(text('albums.csv')).toContain('"Side B, ""always""."');
    expect(text('README.txt')).toMatch(/never stored/);

    const [after, afterId] = await anonymousListener(t);
    const restored = await importAndWait(after, Buffer.from(zip), 'application/zip');
    expect(restored).toMatchObject({ status: 'done', format: 'album-club', plays: 30 });
    const original = await recordsOf(t, beforeId);
    expect(original.recommendations).toHaveLength(1);
    expect(await recordsOf(t, afterId)).toEqual(original);

    const again = await importAndWait(after, Buffer.from(zip), 'application/zip');
    expect(again).toMatchObject({ status: 'done', plays: 0, duplicates: 30 });
    expect(await recordsOf(t, afterId)).toEqual(await recordsOf(t, beforeId));
    // Three imports and an export of a whole history: slow when the machine is busy.
  }, 60_000);

  it('restores a Spotify listener’s saved albums into an account without Spotify', async () => {
    const [before, beforeId] = await spotifyListener(t, 'night-owl');
    await syncAndWait(before);
    const saved = await queryRows(
      t.database.db,
      sql`select album_id from user_album where user_id = ${beforeId} and in_library`,
    );
    expect(saved.length).toBeGreaterThan(0);
    const { zip } = await exportOf(before);
    const [after, afterId] = await anonymousListener(t);
    expect(await importAndWait(after, Buffer.from(zip), 'application/zip')).toMatchObject({
      status: 'done',
    });
    const { albums, plays } = await recordsOf(t, afterId);
    expect({ albums, plays }).toEqual({
      albums: (await recordsOf(t, beforeId)).albums,
      plays: (await recordsOf(t, beforeId)).plays,
    });
  });

  it('deletes the account and every row that references it, in every table, and ends its sessions', async () => {
    const [browser, userId] = await spotifyListener(t, 'night-owl');
    await syncAndWait(browser);
    await importAndWait(
      browser,
      lastfmCsv(manyPlays(5, '2029-06-01T08:00:00Z', 'y'), false),
      'text/csv',
    );
    expect((await give(browser, {})).statusCode).toBe(200);
    const [anyAlbum] = (await recordsOf(t, userId)).albums as { album_id: string }[];
    await t.database.db.execute(sql`
      insert into recommendation (user_id, album_id, situation, want_new, explanation, short_explanation)
      values (${userId}, ${anyAlbum?.album_id}, 'Focus', 'yeah', 'Because.', 'Because.')`);
    await t.database.db.execute(
      sql`insert into member_reward (user_id, discovery_points) values (${userId}, 50) on conflict do nothing`,
    );
    await t.database.db.execute(
      sql`insert into event_log (user_id, event_type) values (${userId}, 'test_event')`,
    );
    await t.database.db.execute(
      sql`insert into idempotency_key (user_id, key, fingerprint, created_at)
          values (${userId}, 'a-key', 'a-fingerprint', now())`,
    );
    const [giver] = await anonymousListener(t);
    const sent = await giver.post('/spotify/gives', { ...blueGive });
    expect(sent.statusCode).toBe(200);
    await t.database.db.execute(
      sql`update give set recipient_user_id = ${userId} where giver_id <> ${userId}`,
    );

    const held = await rowsReferencing(t, userId);
    // Every table that can hold a row of the listener holds one here, so the check below means something.
    expect(Object.entries(held).filter(([, n]) => n === 0)).toEqual([]);

    expect(
      (await browser.request({ method: 'DELETE', url: '/api/account', payload: {} })).statusCode,
    ).toBe(400);
    const deleted = await browser.request({
      method: 'DELETE',
      url: '/api/account',
      payload: { confirm: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, revoked: [] });

    const left = await rowsReferencing(t, userId);
    expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
    expect((await browser.get('/api/account/sessions')).statusCode).toBe(401);
    // The give someone sent this listener stays the giver's.
    const [kept] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from give where giver_id <> ${userId} and description = ${blueGive.description}`,
    );
    expect(kept?.n).toBeGreaterThan(0);
  });

  it('lets an anonymous listener delete their data too', async () => {
    const [browser, userId] = await anonymousListener(t);
    await importAndWait(
      browser,
      lastfmCsv(manyPlays(3, '2029-06-01T08:00:00Z', 'z'), false),
      'text/csv',
    );
    const deleted = await browser.request({
      method: 'DELETE',
      url: '/api/account',
      payload: { confirm: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(Object.values(await rowsReferencing(t, userId)).every((n) => n === 0)).toBe(true);
  });
});
