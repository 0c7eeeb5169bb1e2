import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerCanonicalHost } from './canonical-host.ts';

const app = Fastify();
registerCanonicalHost(app, 'https://albumclub.example');
app.get('/*', async () => 'page');
afterAll(() => app.close());

const page = (url: string, host = 'www.albumclub.example') =>
  app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

describe('pages opened on another name for the server', () => {
  it('are sent to the same path on the public host', async () => {
    const answer = await page('/some/page?x=1');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('https://albumclub.example/some/page?x=1');
  });

  it('never to another site, whatever the path looks like', async () => {
    for (const url of ['//evil.example/', '//evil.example/%2e%2e', '/\\evil.example/']) {
      const answer = await page(url);
      expect(answer.statusCode).toBe(302);
      expect(new URL(answer.headers.location as string).host).toBe('albumclub.example');
    }
  });

  it('are served where they are on the public host', async () => {
    const answer = await page('/', 'albumclub.example');
    expect(answer.statusCode).toBe(200);
  });
});
