import { describe, expect, it, vi } from 'vitest';
import { startSpotifyEmulator } from '../start-emulator.ts';
import { fixtureCatalog } from '../test-support/fixture-catalog.ts';
import { emulatorPerFile } from '../test-support/emulator-per-file.ts';
import type { ValidatedEmulator } from '../test-support/validated-emulator.ts';
import { webApi } from '../test-support/web-api.ts';

let emulator: ValidatedEmulator;
let call: ReturnType<typeof webApi>;

emulatorPerFile((started) => (emulator = started), {
  rateLimit: { windowMs: 400, maxRequests: 5 },
});

function caller() {
  call = webApi(emulator, emulator.admin.issueTokens('night-owl').access_token);
  return call;
}

describe('fault injection and rate limiting', () => {
  it('fails exactly the next N matching requests with the injected status', async () => {
    const api = caller();
    emulator.admin.injectFault({ kind: 'status', status: 503, count: 2 });
    expect((await api('GET', '/v1/me')).body).toEqual({
      error: { status: 503, message: 'Service unavailable' },
    });
    expect((await api('GET', '/v1/me')).status).toBe(503);
    expect((await api('GET', '/v1/me')).status).toBe(200);
  });

  it('delays answers by the injected latency', async () => {
    const api = caller();
    emulator.admin.injectFault({ kind: 'latency', ms: 250, count: 1 });
    const started = performance.now();
    expect((await api('GET', '/v1/me')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('forces 429 with Retry-After, and targets the accounts service only when asked', async () => {
    const api = caller();
    emulator.admin.injectFault({
      kind: 'rate-limit',
      retryAfterSeconds: 7,
      count: 1,
      target: 'accounts',
    });
    expect((await api('GET', '/v1/me')).status).toBe(200);
    const token = await fetch(`${emulator.url}/api/token`, { method: 'POST' });
    expect(token.status).toBe(429);
    expect(token.headers.get('retry-after')).toBe('7');
  });

  it('limits each app over a rolling window and says how long to wait', async () => {
    const api = caller();
    // A frozen clock keeps the window exact however slow the machine is.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < 5; i++) expect((await api('GET', '/v1/me')).status).toBe(200);
      const limited = await api('GET', '/v1/me');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('1');
      vi.setSystemTime(Date.now() + 399);
      expect((await api('GET', '/v1/me')).status).toBe(429);
      vi.setSystemTime(Date.now() + 2);
      expect((await api('GET', '/v1/me')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves the admin API over HTTP when enabled, and records requests', async () => {
    const fault = await fetch(`${emulator.url}/__admin/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'status', status: 500, count: 1 }),
    });
    expect(fault.status).toBe(204);
    const tokens = (await (
      await fetch(`${emulator.url}/__admin/tokens`, {
        method: 'POST',
        body: JSON.stringify({ user: 'trail-runner' }),
      })
    ).json()) as { access_token: string };
    expect((await webApi(emulator, tokens.access_token)('GET', '/v1/me')).status).toBe(500);
    const log = (await (await fetch(`${emulator.url}/__admin/requests?path=/v1/me`)).json()) as {
      status: number;
    }[];
    expect(log.map((entry) => entry.status)).toEqual([500]);
    const revoke = await fetch(`${emulator.url}/__admin/users/trail-runner/revoke`, {
      method: 'POST',
    });
    expect(await revoke.json()).toEqual({ revoked: 2 });
    expect((await webApi(emulator, tokens.access_token)('GET', '/v1/me')).status).toBe(401);
  });

  it('does not expose the admin API unless it is enabled', async () => {
    const product = await startSpotifyEmulator({ catalog: fixtureCatalog(50) });
    try {
      const response = await fetch(`${product.url}/__admin/tokens`, {
        method: 'POST',
        body: JSON.stringify({ user: 'night-owl' }),
      });
      expect(response.status).toBe(404);
      expect((await fetch(`${product.url}/__admin/personas`)).status).toBe(404);
    } finally {
      await product.close();
    }
  });
});
