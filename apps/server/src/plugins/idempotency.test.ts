import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { GiveResponse } from '@album-club/contracts/gives';
import { give as giveTable } from '../db/schema.ts';
import { blueGive } from '../modules/gives/give-test-calls.ts';
import { createAuthTestApp, type AuthTestApp } from '../test-support/auth-test-app.ts';
import { anonymousListener } from '../test-support/listener-browsers.ts';
import type { TestBrowser } from '../test-support/test-browser.ts';
import { databaseKinds } from '../test-support/test-database.ts';

const post = (browser: TestBrowser, url: string, payload: object, key: string) =>
  browser.request({ method: 'POST', url, payload, headers: { 'idempotency-key': key } });

describe.each(databaseKinds)('creates with an Idempotency-Key on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  const givesOf = (userId: string) =>
    t.database.db.select().from(giveTable).where(eq(giveTable.giverId, userId));

  it('creates one give for a key sent twice and replays the first answer, rewards included', async () => {
    const [browser, userId] = await anonymousListener(t);
    const key = randomUUID();
    const first = await post(browser, '/spotify/gives', blueGive, key);
    const again = await post(browser, '/spotify/gives', blueGive, key);

    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.json<GiveResponse>()).toMatchObject({
      earned: { discoveryPoints: 50, communityKarma: 1 },
      badgeUnlocked: true,
    });
    expect(await givesOf(userId)).toHaveLength(1);
  });

  it('creates one give for a double tap whose requests arrive together', async () => {
    const [browser, userId] = await anonymousListener(t);
    const key = randomUUID();
    const answers = await Promise.all([
      post(browser, '/spotify/gives', blueGive, key),
      post(browser, '/spotify/gives', blueGive, key),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    expect(await givesOf(userId)).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and creates nothing more', async () => {
    const [browser, userId] = await anonymousListener(t);
    const key = randomUUID();
    await post(browser, '/spotify/gives', blueGive, key);
    const other = await post(
      browser,
      '/spotify/gives',
      { ...blueGive, situation: 'Road Trip' },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await givesOf(userId)).toHaveLength(1);
  });

  it('creates again with a new key, and keeps one listener’s keys apart from another’s', async () => {
    const [browser, userId] = await anonymousListener(t);
    const [other, otherId] = await anonymousListener(t);
    const key = randomUUID();
    await post(browser, '/spotify/gives', blueGive, key);
    await post(browser, '/spotify/gives', { ...blueGive, situation: 'Road Trip' }, randomUUID());
    const theirs = await post(other, '/spotify/gives', blueGive, key);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await givesOf(userId)).toHaveLength(2);
    expect(await givesOf(otherId)).toHaveLength(1);
  });

  it('keeps no failed answer: the same key runs again once the request can succeed', async () => {
    const [browser] = await anonymousListener(t);
    const key = randomUUID();
    const unknown = { token: 'x'.repeat(43) };
    const first = await post(browser, '/spotify/gives/open', unknown, key);
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    const again = await post(browser, '/spotify/gives/open', unknown, key);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('applies to every create, a rating among them', async () => {
    const [browser] = await anonymousListener(t);
    const key = randomUUID();
    const rating = {
      albumId: 'csv_joni-mitchell-blue',
      albumName: 'Blue',
      artistName: 'Joni Mitchell',
      interactionType: 'rate',
      rating: 8,
    };
    const first = await post(browser, '/spotify/album-interaction', rating, key);
    const again = await post(browser, '/spotify/album-interaction', rating, key);
    expect(first.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
  });

  it('refuses a malformed key by name', async () => {
    const [browser] = await anonymousListener(t);
    const answer = await post(browser, '/spotify/gives', blueGive, 'short');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'headers.idempotency-key' });
  });
});
