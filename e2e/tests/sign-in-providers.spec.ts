import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console-watch.ts';
import { expectNoSeriousA11yProblems, openUserMenu, shot } from '../support/journeys.ts';

test('Connect Spotify → emulator consent → callback → dashboard', async ({ page }, info) => {
  const console = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Spotify' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a demo listener' })).toBeVisible();
  await shot(page, info, 'spotify-consent');
  await page.getByText('Nadia Okafor').click();
  await page.getByRole('button', { name: 'Agree' }).click();

  await expect(page.getByText('Taking you to your music recommendations...')).toBeVisible();
  await expect(page).toHaveURL(/#\/callback/);
  await shot(page, info, 'callback-success');
  await expect(page).toHaveURL(/#\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Hey, Nadia Okafor' })).toBeVisible();
  // The demo listener's picture, served by the emulator, is the avatar.
  const avatar = page.getByRole('button', { name: /Account menu for/ }).locator('img');
  await expect(avatar).toHaveJSProperty('naturalWidth', 300);
  const menu = await openUserMenu(page);
  await expect(menu.getByText('Spotify Account')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await shot(page, info, 'dashboard-user-menu');
  await expectNoSeriousA11yProblems(page);
  expect(console.problems()).toEqual([]);
});

test('cancel at the consent page → the spec error on the callback screen', async ({
  page,
}, info) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Spotify' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/#\/callback\?.*error=access_denied/);
  await expect(page.getByRole('alert')).toContainText('Authentication failed: access_denied');
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await shot(page, info, 'callback-error');
  await expectNoSeriousA11yProblems(page);
  // 'Try Again' starts the same provider's sign-in again.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a demo listener' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toContainText('Authentication failed: access_denied');
  await page.getByRole('button', { name: 'Return to Login' }).click();
  await expect(page.getByRole('button', { name: 'Connect Spotify' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_loop_detection'))).toBeNull();
});

test('Google (the local stand-in) → dashboard', async ({ page }, info) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await shot(page, info, 'google-chooser');
  await page.getByText('Sam Rivera').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Hey, Sam Rivera' })).toBeVisible();
  const menu = await openUserMenu(page);
  await expect(menu.getByText('Google Account')).toBeVisible();
});
