import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console-watch.ts';
import { openUserMenu } from '../support/journeys.ts';
import { startAnonymously } from '../support/recommendation-journey.ts';
import { statValue } from '../support/dashboard.ts';

test('a listener without Spotify imports a demo listener’s ten-year history, sees the stats fill, and the same file again adds nothing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const console = watchConsole(page);
  // The emulator's sign-in page offers each demo listener's Extended Streaming History.
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Spotify' }).click();
  const link = page
    .getByRole('link', { name: /Download their Extended Streaming History/ })
    .first();
  const href = new URL((await link.getAttribute('href')) ?? '', page.url()).toString();
  const download = await page.request.get(href);
  expect(download.headers()['content-type']).toBe('application/zip');
  const zip = {
    name: 'my_spotify_data.zip',
    mimeType: 'application/zip',
    buffer: await download.body(),
  };

  await startAnonymously(page);
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expect(page.getByText(/never stored/)).toBeVisible();

  await page.getByLabel('History file').setInputFiles(zip);
  const summary = page.getByRole('status').filter({ hasText: 'Import finished' });
  await expect(summary).toBeVisible({ timeout: 120_000 });
  await expect(summary).toContainText(/Imported \d{4,} plays of \d+ albums; 0 already known/);

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect.poll(async () => Number(await statValue(page, 'Albums'))).toBeGreaterThan(0);

  const again = await openUserMenu(page);
  await again.getByRole('menuitem', { name: 'Your data' }).click();
  await page.getByLabel('History file').setInputFiles(zip);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Imported 0 plays of 0 albums; \d{4,} already known/ }),
  ).toBeVisible({ timeout: 120_000 });
  expect(console.problems()).toEqual([]);
});
