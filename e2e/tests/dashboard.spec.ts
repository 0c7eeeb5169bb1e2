import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console-watch.ts';
import { shot } from '../support/journeys.ts';
import {
  expectAccessible,
  signInAsDemoListener,
  startAnonymously,
} from '../support/recommendation-journey.ts';
import { recentCards, statValue, waitForSync } from '../support/dashboard.ts';

test('a listener with no albums sees zeroes and the way to a first recommendation', async ({
  page,
}, info) => {
  const console = watchConsole(page);
  await startAnonymously(page);
  await expect(
    page.getByRole('heading', { name: 'Your listening journey starts here' }),
  ).toBeVisible();
  for (const label of ['Albums', 'Shared', 'Day Streak'] as const)
    expect(await statValue(page, label)).toBe('0');
  expect(await statValue(page, 'Avg Rating')).toBe('0.0');
  await expect(page.getByRole('button', { name: 'Get First Recommendation' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Get My Next Album Recommendation' }),
  ).toBeVisible();
  // Nothing to sync without Spotify, and none of the spec's sample figures.
  await expect(page.getByText(/Synced|Sync failed/)).toHaveCount(0);
  await expect(page.getByText('late night')).toHaveCount(0);
  await shot(page, info, 'dashboard-empty');
  await expectAccessible(page, info, 'dashboard-empty');

  await page.getByRole('button', { name: 'Get First Recommendation' }).click();
  await expect(page.getByRole('heading', { name: 'What are you doing right now?' })).toBeVisible();
  expect(console.problems()).toEqual([]);
});

test('a demo listener’s dashboard fills from the sync; covers open Spotify; an edit shows at once', async ({
  page,
}, info) => {
  const console = watchConsole(page);
  // One listener per viewport whom no other journey uses, so no run sees another's edits.
  await signInAsDemoListener(page, info.project.name === 'phone' ? 'Marcus Bell' : 'Ruth Adeyemi');
  await expect(
    page.getByRole('status').filter({ hasText: /Starting sync|Syncing|Synced/ }),
  ).toBeVisible();
  await waitForSync(page);

  // The stats are asked again once the sync is done.
  await expect.poll(async () => Number(await statValue(page, 'Albums'))).toBeGreaterThan(100);
  const cards = recentCards(page);
  await expect(cards).toHaveCount(3);
  const first = cards.first();
  await expect(
    first.getByText(
      /^(Today|Yesterday|\d+ days ago|1 week ago|\d+ weeks ago|1 month ago|\d+ months ago)$/,
    ),
  ).toBeVisible();
  await expect(first.getByText(/^\d+ (min|h)/)).toBeVisible();
  const cover = first.getByRole('link', { name: /^Open .* on Spotify$/ });
  await expect(cover).toHaveAttribute('target', '_blank');
  await expect(cover).toHaveAttribute('href', /\/album\/[0-9A-Za-z]{22}$/);
  // The cover is the provider's image, loaded (never a broken image).
  await expect(cover.locator('img')).toHaveJSProperty('complete', true);
  expect(
    await cover.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await shot(page, info, 'dashboard-full');
  await expectAccessible(page, info, 'dashboard-full');

  await page.evaluate(() => {
    (window as unknown as { noReload: boolean }).noReload = true;
  });
  const title =
    (await first.getByRole('button').getAttribute('aria-label'))?.replace(/^Edit /, '') ?? '';
  await first.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const dial = dialog.getByRole('slider', { name: 'Your rating' });
  await dial.focus();
  await dial.press('End');
  await dialog.getByRole('button', { name: 'morning', exact: true }).click();
  // A preset tag can be added once: it leaves the presets when chosen.
  await expect(
    dialog
      .getByRole('list', { name: 'Preset tags' })
      .getByRole('button', { name: 'morning', exact: true }),
  ).toHaveCount(0);
  await dialog
    .getByPlaceholder('Where does this album take you?')
    .fill('Sunday sauce, windows open.');
  await shot(page, info, 'dashboard-edit-modal');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rating saved successfully!', { exact: true })).toBeVisible();

  const edited = recentCards(page).filter({
    has: page.getByRole('button', { name: `Edit ${title}` }),
  });
  await expect(edited.getByRole('img', { name: 'Rated 10 out of 10' })).toBeVisible();
  await expect(edited.getByText('morning')).toBeVisible();
  await expect(edited.getByText('“Sunday sauce, windows open.”')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your Listening Moments' }).getByText('Morning'),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(
    true,
  );
  expect(console.problems()).toEqual([]);
});
