import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'album-club-proxy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const trustProxyOf = (value: string) =>
  loadConfig({ DATA_DIR: dir, TRUST_PROXY: value }).trustProxy;

/** The client address the server sees for a request the load balancer at 10.0.0.1 forwarded. */
async function clientAddress(setting: string, forwardedFor: string) {
  const app = Fastify({ trustProxy: trustProxyOf(setting) });
  app.get('/', async (request) => request.ip);
  const answer = await app.inject({
    url: '/',
    remoteAddress: '10.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return answer.body;
}

describe('TRUST_PROXY', () => {
  it('believes the proxy in front, never the addresses the client wrote itself', async () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the load balancer appended what it saw.
    expect(await clientAddress('true', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    // A client spoofing a private address behind the real one gains nothing either.
    expect(await clientAddress('true', '10.9.9.9, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('trusts the proxies named by address or range, and only them', async () => {
    expect(await clientAddress('10.0.0.0/8', '6.6.6.6, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
    expect(await clientAddress('192.168.1.1', '6.6.6.6')).toBe('10.0.0.1');
  });

  it('is off by default and when false', async () => {
    expect(trustProxyOf('false')).toBe(false);
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(await clientAddress('false', '6.6.6.6')).toBe('10.0.0.1');
  });

  it('names itself when the value makes no sense', () => {
    expect(() => trustProxyOf('everyone')).toThrow(/TRUST_PROXY/);
  });
});
