import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console-watch.ts';

test('the landing page introduces the club and offers both ways in', async ({ page }, info) => {
  const console = watchConsole(page);
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Album Club' })).toBeVisible();
  await expect(page.getByText('Recs for Right Now')).toBeVisible();
  for (const title of ['Smart Recommendations', 'Community Driven', 'Track Your Journey']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Connect Spotify' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();

  await page.screenshot({
    path: info.outputPath(`landing-${info.project.name}.png`),
    fullPage: true,
  });
  expect(console.problems(), 'no CSP violation or script error on the landing page').toEqual([]);
});

test('a guarded route sends a visitor back to the landing page, replacing history', async ({
  page,
}) => {
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Album Club' })).toBeVisible();
  const lengthBefore = await page.evaluate(() => history.length);

  await page.evaluate(() => {
    location.hash = '#/dashboard';
  });
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('button', { name: 'Connect Spotify' })).toBeVisible();
  // The hash change added one entry; the redirect replaced it instead of adding a second.
  expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);

  await page.goto('/#/recommendations');
  await expect(page).toHaveURL(/#\/$/);
});

test('an access-token fragment is kept for the callback screen and never shown as a route', async ({
  page,
}) => {
  await page.goto('/#access_token=abc123&token_type=Bearer&expires_in=3600');
  await expect(page).toHaveURL(/#\/callback$/);
  // The callback screen takes the stored fragment and drops it: tokens from the browser are never
  // used (the server keeps the session), so without a session it says no tokens were received.
  await expect(page.getByRole('alert')).toContainText(
    'No authentication tokens received. Please try again.',
  );
  const stored = await page.evaluate(() => sessionStorage.getItem('spotify_callback_params'));
  expect(stored).toBeNull();
});
