import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console-watch.ts';

const builtWeb = path.resolve(fileURLToPath(import.meta.url), '../../../apps/web/dist');
const builtAssets = path.join(builtWeb, 'assets');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the app installs, keeps every page on the device and starts offline', async ({
  page,
  context,
}, info) => {
  const console = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Album Club' })).toBeVisible();

  // The manifest is linked, served as one, and names what an install needs.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await page.request.get(href ?? '');
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Album Club',
    short_name: 'Album Club',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0c0a1d',
    background_color: '#0c0a1d',
  });
  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await page.request.get(`/${icon.src}`);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  // The worker installs, takes the page, and has every script of the build in its cache.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.map((url) => new URL(url).pathname);
  });
  const scripts = readdirSync(builtAssets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  for (const script of scripts) expect(cached, script).toContain(`/assets/${script}`);
  expect(cached.filter((pathname) => pathname.startsWith('/api/'))).toEqual([]);

  // Offline, a reload still starts the app, which says where it stands instead of failing.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`offline-start-${info.project.name}.png`) });

  // Back online, it carries on by itself to the landing page.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Album Club' })).toBeVisible();
  expect(console.problems(), 'no CSP violation or script error').toEqual([]);
});

test('a new release waits until the listener chooses to reload into it', async ({ page }, info) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  // A release is a changed worker script: the served file changes for as long as it takes the
  // browser to find it, then is put back for the journeys that follow.
  const worker = path.join(builtWeb, 'sw.js');
  const released = readFileSync(worker, 'utf8');
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
  try {
    writeFileSync(worker, `${released}\n// the next release\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(prompt).toBeVisible();
  } finally {
    writeFileSync(worker, released);
  }
  await page.screenshot({ path: info.outputPath(`update-prompt-${info.project.name}.png`) });

  // A mark on the page tells a reload (the mark is gone) from the prompt merely closing.
  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect
    .poll(() => page.evaluate(() => 'beforeUpdate' in window).catch(() => 'navigating'))
    .toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Album Club' })).toBeVisible();
  await expect(prompt).toBeHidden();
});
