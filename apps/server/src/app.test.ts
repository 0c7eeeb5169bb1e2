import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@album-club/contracts/errors';
import { createTestApp, type TestApp } from './test-support/test-app.ts';
import { databaseKinds } from './test-support/test-database.ts';
import { eventLog } from './db/schema/event-log.ts';

const report = { errorId: 'err_12345678', message: 'boom', kind: 'application' };

describe.each(databaseKinds)('the server on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, (app) => {
      app.get('/__explode', () => {
        throw new Error('connection to db-password-hunter2 failed');
      });
    });
  });
  afterAll(() => t.close());

  it('is live and ready once the database answers', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: kind });
  });

  it('applied every migration', async () => {
    await t.database.db.insert(eventLog).values({ eventType: 'migration_check' });
    const rows = await t.database.db.select().from(eventLog);
    expect(rows.map((row) => row.eventType)).toEqual(['migration_check']);
  });

  it('answers an unknown route with 404 and a code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page?x=1' });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json())).toMatchObject({
      code: 'NOT_FOUND',
      message: 'There is nothing at GET /no/such/page.',
    });
  });

  it('answers a malformed JSON body with 400 INVALID_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"errorId": "abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_JSON' });
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { ...report, message: 'x'.repeat(20_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('names the field that fails validation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { ...report, kind: 'sideways' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.kind' });
    expect(res.json().message).toMatch(/^body\.kind: /);
  });

  it('accepts a well-formed report', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: report });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ received: true });
  });

  it('never leaks the internals of a 500', async () => {
    const res = await t.app.inject('/__explode');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(res.body).not.toContain('hunter2');
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
  });

  it('sends a strict Content-Security-Policy', async () => {
    const csp = String((await t.app.inject('/healthz')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });
});
