import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console-watch.ts';
import { fillGiveForm } from '../support/give-form.ts';
import { linkFromMail, shot, unique } from '../support/journeys.ts';
import { expectAccessible, startAnonymously } from '../support/recommendation-journey.ts';

const WORDS = 'Rain on the window <script>alert("no")</script> & Joni on the stereo.';

test('a rec given to a friend by e-mail: the friend opens the link, rates it, and the giver sees it', async ({
  page,
  browser,
  request,
}, info) => {
  const console = watchConsole(page);
  const friend = `${unique(info, 'friend')}@example.com`;
  await startAnonymously(page);

  const { dialog, share } = await fillGiveForm(page, { words: WORDS, friend });
  await shot(page, info, 'give-form');
  await expectAccessible(page, info, 'give-form');
  await share.click();

  await expect(dialog.getByRole('heading', { name: 'Thanks for sharing!' })).toBeVisible();
  await expect(dialog.getByText('+50 Discovery Points')).toBeVisible();
  await expect(dialog.getByText('+1 Community Karma')).toBeVisible();
  await expect(dialog.getByText('Recommendation Badge unlocked')).toBeVisible();
  await expect(dialog.getByTestId('reward-totals')).toHaveText(
    'You now have 50 Discovery Points and 1 Community Karma.',
  );
  await expect(dialog.getByText(`We e-mailed your rec to ${friend}.`)).toBeVisible();
  await shot(page, info, 'give-success');
  await dialog.getByRole('button', { name: 'Continue Discovering' }).click();

  const toFriends = page.getByRole('region', { name: 'Your recs to friends' });
  await expect(toFriends.getByText('Sent, not opened yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your rewards' })).toContainText(
    'Recommendation Badge',
  );
  await expect(
    page.getByRole('region', { name: 'From the club' }).getByText(WORDS).first(),
  ).toBeVisible();

  // The SMTP server got the mail; a browser that never saw Album Club opens its link.
  const link = await linkFromMail(request, friend, 'An album for you from A club member');
  expect(link).toMatch(/\/#\/from-a-friend\/[A-Za-z0-9_-]{43}$/);
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  const friendConsole = watchConsole(friendPage);
  await friendPage.goto(link);
  await expect(friendPage.getByRole('heading', { name: 'Blue' })).toBeVisible({ timeout: 15_000 });
  await expect(friendPage.getByText('A club member recommends')).toBeVisible();
  await expect(friendPage.getByTestId('give-description')).toHaveText(WORDS);
  const dial = friendPage.getByRole('slider', { name: 'Rate it' });
  await dial.focus();
  for (let n = 0; n < 8; n++) await friendPage.keyboard.press('PageUp');
  await expect(dial).toHaveAttribute('aria-valuenow', '8');
  await shot(friendPage, info, 'friend-link');
  await expectAccessible(friendPage, info, 'friend-link');
  await friendPage.getByRole('button', { name: 'Save' }).click();
  await expect(friendPage.getByText('Rating saved successfully!', { exact: true })).toBeVisible();
  await expect(friendPage.getByText('Your rating: 8/10')).toBeVisible();
  expect(friendConsole.problems()).toEqual([]);
  await friendContext.close();

  await page.reload();
  await expect(toFriends.getByText('Opened today')).toBeVisible({ timeout: 15_000 });
  await expect(toFriends.getByText('Rated 8/10')).toBeVisible();
  await shot(page, info, 'give-opened');

  // A second give, for another moment: no badge this time, and the totals add up.
  const second = await fillGiveForm(page, { words: WORDS, situation: 'Sunday Chill' });
  await second.share.click();
  await expect(second.dialog.getByRole('heading', { name: 'Thanks for sharing!' })).toBeVisible();
  await expect(second.dialog.getByText('Recommendation Badge unlocked')).toHaveCount(0);
  await expect(second.dialog.getByTestId('reward-totals')).toHaveText(
    'You now have 100 Discovery Points and 2 Community Karma.',
  );
  await second.dialog.getByRole('button', { name: 'Continue Discovering' }).click();
  await expect(page.getByRole('region', { name: 'Your rewards' })).toContainText('100');

  // The same album for the same moment again is shared, but earns nothing.
  const third = await fillGiveForm(page, { words: WORDS, situation: 'Sunday Chill' });
  await third.share.click();
  await expect(
    third.dialog.getByText('No new points: you shared this album for this moment before.'),
  ).toBeVisible();
  await expect(third.dialog.getByTestId('reward-totals')).toHaveText(
    'You now have 100 Discovery Points and 2 Community Karma.',
  );
  await third.dialog.getByRole('button', { name: 'Continue Discovering' }).click();
  expect(console.problems()).toEqual([]);
});

test('a forged friend link says so and shows no album', async ({ page }) => {
  await page.goto(`/#/from-a-friend/${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText(
    'This recommendation link is not valid. Check that you opened the whole link from the e-mail.',
  );
  await expect(page.getByRole('slider')).toHaveCount(0);
});
