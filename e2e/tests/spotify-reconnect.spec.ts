import { expect, test } from '@playwright/test';
import { openUserMenu, shot } from '../support/journeys.ts';
import { figuresDatabaseUrl, withDatabase } from '../support/listener-database.ts';
import { signInAsDemoListener } from '../support/recommendation-journey.ts';

const LISTENER = 'Jo Lindqvist';

test('Spotify stopped renewing access: the menu offers Reconnect Spotify, which restores it', async ({
  page,
}, info) => {
  test.skip(
    !figuresDatabaseUrl,
    "needs TEST_DATABASE_URL: the server's stored tokens are changed in a PostgreSQL database",
  );
  await signInAsDemoListener(page, LISTENER);
  const connected = async () =>
    page.evaluate(async () => {
      const answer = await fetch('/api/account');
      return ((await answer.json()) as { spotify: { connected: boolean } }).spotify.connected;
    });
  expect(await connected()).toBe(true);
  let menu = await openUserMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Reconnect Spotify' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // What the server does when Spotify refuses to renew: it forgets the tokens.
  await withDatabase((client) =>
    client.query(
      `update account set access_token = null, refresh_token = null, access_token_expires_at = null
        where provider_id = 'spotify'
          and user_id = (select id from "user" where name = $1)`,
      [LISTENER],
    ),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: `Hey, ${LISTENER}` })).toBeVisible({
    timeout: 15_000,
  });
  expect(await connected()).toBe(false);
  menu = await openUserMenu(page);
  await expect(menu.getByText('Spotify Account')).toBeVisible();
  await shot(page, info, 'reconnect-spotify-menu');
  await menu.getByRole('menuitem', { name: 'Reconnect Spotify' }).click();
  // The dashboard shows the listener's name too: pick it only once the consent page is up.
  const agree = page.getByRole('button', { name: 'Agree' });
  await agree.waitFor();
  await page.getByText(LISTENER).click();
  await agree.click();
  await expect(page.getByRole('heading', { name: `Hey, ${LISTENER}` })).toBeVisible({
    timeout: 15_000,
  });
  expect(await connected()).toBe(true);
  menu = await openUserMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Reconnect Spotify' })).toHaveCount(0);
});
