import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('describes the routes from their zod schemas', async () => {
    const answer = await t.app.inject('/api/docs/openapi.json');
    expect(answer.statusCode).toBe(200);
    const document = answer.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/account',
        '/auth/merge-accounts',
        '/spotify/album-interaction',
      ]),
    );
    const merge = document.paths['/auth/merge-accounts'].post;
    expect(merge.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['anonymous_supabase_id', 'existing_supabase_id']),
    );
  });
});
