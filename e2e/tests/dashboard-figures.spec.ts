import { expect, test } from '@playwright/test';
import { signInAsDemoListener } from '../support/recommendation-journey.ts';
import { recentCards, statValue, waitForSync } from '../support/dashboard.ts';
import { figuresDatabaseUrl, figuresOf } from '../support/listener-database.ts';

const LISTENER = 'Nadia Okafor';
const TIME_ZONE = 'Pacific/Auckland';

test.use({ timezoneId: TIME_ZONE });

test.beforeAll(() => {
  if (!figuresDatabaseUrl)
    console.warn(
      '\n  dashboard figures vs database: SKIPPED — set TEST_DATABASE_URL (a PostgreSQL server) to run it;' +
        '\n  the server’s embedded PGlite cannot be read by a second process.\n',
    );
});

test('the dashboard’s figures are the database’s, after a sync, after an edit, and after a second sync', async ({
  page,
}) => {
  test.skip(
    !figuresDatabaseUrl,
    'needs TEST_DATABASE_URL: the figures are checked against a PostgreSQL database read directly',
  );

  const shown = async () => ({
    albums: Number(await statValue(page, 'Albums')),
    shared: Number(await statValue(page, 'Shared')),
    averageRating: await statValue(page, 'Avg Rating'),
    streakDays: Number(await statValue(page, 'Day Streak')),
  });
  const expected = async () => {
    const figures = await figuresOf(LISTENER, TIME_ZONE);
    return {
      albums: figures.albums,
      shared: figures.shared,
      averageRating: figures.averageRating,
      streakDays: figures.streakDays,
    };
  };

  await signInAsDemoListener(page, LISTENER);
  // A fast first sync can be over before its progress is on screen: wait for its result instead.
  await expect
    .poll(
      async () => {
        const [onScreen, inDatabase] = [await shown(), await expected()];
        return inDatabase.albums > 100 && JSON.stringify(onScreen) === JSON.stringify(inDatabase);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const afterSync = await figuresOf(LISTENER, TIME_ZONE);
  expect(afterSync.albums).toBeGreaterThan(100);
  expect(afterSync.plays).toBe(50);

  // Rate the first recently discovered album in the modal; the dashboard follows without a reload.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const card = recentCards(page).first();
  await card.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog');
  const dial = dialog.getByRole('slider', { name: 'Your rating' });
  await dial.focus();
  for (let step = 0; step < 17; step++) await dial.press('ArrowRight');
  await expect(dial).toHaveAttribute('aria-valuenow', '7.7');
  await dialog.getByRole('button', { name: 'late night', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await shown()).averageRating).toBe('7.7');
  await expect.poll(shown).toEqual(await expected());
  await expect(
    page.getByRole('region', { name: 'Your Listening Moments' }).getByText('Late night'),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  const beforeSecond = await figuresOf(LISTENER, TIME_ZONE);

  // Spec: clearing the sync data returns to never synced, so the next visit syncs again.
  await page.evaluate(() => localStorage.removeItem('album_sync_completed'));
  await page.reload();
  await waitForSync(page);
  const afterSecond = await figuresOf(LISTENER, TIME_ZONE);
  expect(afterSecond).toEqual(beforeSecond);
  await expect.poll(shown).toEqual(await expected());
});
