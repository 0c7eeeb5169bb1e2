import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

describe('the built web app', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Album Club</title>');
    writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Album Club"}');
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'export {};');
    app = Fastify();
    await registerWebApp(app, dir);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the manifest as a web app manifest, revalidated on every visit', async () => {
    const response = await app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ name: 'Album Club' });
  });

  it('serves the service worker as JavaScript that is never kept long', async () => {
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed assets forever and revalidates the page', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
