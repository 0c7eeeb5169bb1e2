import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app.ts';
import { databaseKinds } from '../../test-support/test-database.ts';
import { RATE_RULES } from '../../lib/rate-limit/rate-rules.ts';
import { loggableRoute } from './client-errors.routes.ts';

const report = { errorId: 'err-123456', message: 'boom', kind: 'application' };

describe('loggableRoute', () => {
  it('keeps the route but not a friend link’s token or a token in a query', () => {
    expect(loggableRoute('#/from-a-friend/k3yT0ken_abc')).toBe('#/from-a-friend/[link]');
    expect(loggableRoute('#/callback?code=abc&state=xyz&provider=spotify')).toBe(
      '#/callback?code=[hidden]&state=[hidden]&provider=spotify',
    );
    expect(loggableRoute('#/dashboard')).toBe('#/dashboard');
  });
});

describe.each(databaseKinds)('error reports from the web app on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(kind);
  });
  afterAll(() => t.close());

  it('logs the report without the friend link’s token', async () => {
    const token = 'Zq9-secret-friend-link-token';
    const answer = await t
      .browser()
      .post('/api/client-errors', { ...report, route: `#/from-a-friend/${token}` });
    expect(answer.statusCode).toBe(202);
    const logged = t.logs.filter((line) => line.includes('err-123456'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('#/from-a-friend/[link]');
    expect(t.logs.join('\n')).not.toContain(token);
  });

  it('takes a limited number of reports from one address', async () => {
    const browser = t.browser();
    for (let n = 0; n < RATE_RULES['client-error'].max; n++)
      expect((await browser.post('/api/client-errors', report)).statusCode).toBe(202);
    const refused = await browser.post('/api/client-errors', report);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
