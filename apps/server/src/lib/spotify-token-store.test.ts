import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEMO_CLIENT } from '@album-club/spotify-emulator/accounts/client-registry';
import {
  startValidatedEmulator,
  type ValidatedEmulator,
} from '@album-club/spotify-emulator/test-support/validated-emulator';
import type { DatabaseHandle } from '../db/database.ts';
import { account, user } from '../db/schema.ts';
import { createSpotifyClient, type SpotifyClient } from '../integrations/spotify/spotify-client.ts';
import { demoEmulatorSettings } from '../integrations/spotify/spotify-runtime.ts';
import { createTokenCipher } from './token-cipher.ts';
import { createTestDatabase, databaseKinds } from '../test-support/test-database.ts';
import { DatabaseTokenStore } from './spotify-token-store.ts';

const cipher = createTokenCipher('5a'.repeat(32));

describe.each(databaseKinds)('Spotify tokens in the database on %s', (kind) => {
  let database: DatabaseHandle;
  let emulator: ValidatedEmulator;
  /** Two app instances: each has its own client and its own one-refresh-per-process bookkeeping. */
  let instances: [SpotifyClient, SpotifyClient];
  let rowId = 0;

  const client = () =>
    createSpotifyClient({ settings: demoEmulatorSettings(emulator.url), sleep: async () => {} });

  /** A listener signed in with Spotify: the emulator's tokens, stored as the product stores them. */
  async function connectedListener(expiresInMs = 3_600_000) {
    const id = `account-${++rowId}`;
    const issued = emulator.admin.issueTokens('night-owl');
    await database.db
      .insert(user)
      .values({ id: `user-${rowId}`, name: 'Nadia', email: `spotify-${rowId}@users.invalid` });
    await database.db.insert(account).values({
      id,
      userId: `user-${rowId}`,
      providerId: 'spotify',
      accountId: 'night-owl-id',
      accessToken: cipher.encrypt(issued.access_token),
      refreshToken: cipher.encrypt(issued.refresh_token),
      accessTokenExpiresAt: new Date(Date.now() + expiresInMs),
      scope: issued.scope,
    });
    return { id, issued, store: () => new DatabaseTokenStore(database, cipher, id) };
  }

  async function rawRow(id: string) {
    const [row] = await database.db.select().from(account).where(eq(account.id, id));
    return row;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    emulator = await startValidatedEmulator({ clients: [DEMO_CLIENT] });
    instances = [client(), client()];
  });
  beforeEach(() => {
    emulator.admin.clearFaults();
    emulator.admin.clearRequests();
  });
  afterAll(async () => {
    await emulator.close();
    await database.close();
  });

  it('keeps tokens encrypted at rest and reads them back', async () => {
    const { id, issued, store } = await connectedListener();
    const row = await rawRow(id);
    expect(row?.accessToken).not.toContain(issued.access_token);
    expect(row?.refreshToken).toMatch(/^v1\./);
    expect((await store().read())?.accessToken).toBe(issued.access_token);
    expect((await instances[0].forAccount(store()).getProfile()).id).toBeTruthy();
  });

  it('rotates the refresh token: the new one is stored (encrypted), the old one is dead', async () => {
    const { id, issued, store } = await connectedListener();
    const renewed = await instances[0].renew(store());
    expect(renewed.refreshToken).not.toBe(issued.refresh_token);
    expect((await store().read())?.refreshToken).toBe(renewed.refreshToken);
    expect((await rawRow(id))?.refreshToken).not.toContain(renewed.refreshToken ?? 'x');
    const reuse = await fetch(`${emulator.url}/api/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${DEMO_CLIENT.clientId}:${DEMO_CLIENT.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: issued.refresh_token,
      }),
    });
    expect(reuse.status).toBe(400);
  });

  it('refreshes an expired token once even when two app instances need it at the same moment', async () => {
    const { store } = await connectedListener(-60_000);
    const [a, b] = await Promise.all([
      instances[0].forAccount(store()).getProfile(),
      instances[1].forAccount(store()).getProfile(),
    ]);
    expect(a.id).toBe(b.id);
    expect(emulator.admin.requests({ path: '/api/token' })).toHaveLength(1);
    expect((await store().read())?.expiresAt).toBeGreaterThan(Date.now());
  });

  it('renews while every other database connection is taken: the lock’s own connection reads and writes', async () => {
    const { store } = await connectedListener(-60_000);
    // The test database's pool holds 5 connections; 4 stay busy until the renewal is over.
    let release = () => {};
    const busy = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: kind === 'postgres' ? 4 : 0 }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await busy;
      }),
    );
    try {
      const renewed = await instances[0].renew(store());
      expect(renewed.expiresAt).toBeGreaterThan(Date.now());
    } finally {
      release();
      await Promise.all(holders);
    }
    expect((await store().read())?.expiresAt).toBeGreaterThan(Date.now());
  });

  it('keeps the stored tokens however many refreshes in a row Spotify fails to answer', async () => {
    const { store } = await connectedListener();
    const spotify = client();
    emulator.admin.injectFault({ kind: 'status', status: 503, count: 4, target: 'accounts' });
    for (let attempt = 0; attempt < 4; attempt++) {
      await expect(spotify.renew(store())).rejects.toMatchObject({ code: 'SPOTIFY_UNAVAILABLE' });
      expect(await store().read()).not.toBeNull();
    }
    await spotify.renew(store());
    expect((await store().read())?.expiresAt).toBeGreaterThan(Date.now());
  });

  it('forgets the tokens at once when Spotify revokes the refresh token', async () => {
    const { store } = await connectedListener();
    emulator.admin.revokeUser('night-owl');
    await expect(instances[0].renew(store())).rejects.toMatchObject({
      code: 'AUTH_REFRESH_FAILED',
      message: 'Session expired and could not be renewed. Please login again.',
    });
    expect(await store().read()).toBeNull();
  });
});
