import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { watchConsole } from '../support/console-watch.ts';
import { fillGiveForm } from '../support/give-form.ts';
import { unique } from '../support/journeys.ts';
import {
  describeMoment,
  recommendedAlbum,
  startAnonymously,
} from '../support/recommendation-journey.ts';

// Each of these journeys starts a fresh visitor, and the server allows 20 visitors an hour from
// one address: these arrive through the (trusted, local) proxy from an address of their own, so
// the rest of the journeys keep theirs.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.41' } });

interface Rewards {
  discoveryPoints: number;
  communityKarma: number;
  badges: { id: string }[];
}

/** Two separate clicks at the same spot, as fast as the mouse sends them. */
async function clickTwice(page: Page, button: Locator) {
  // Scrolled into view and no longer moving, as a listener would see it before clicking.
  await button.click({ trial: true });
  const box = await button.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.click(x, y);
  await page.mouse.click(x, y);
}

/** The first give's rewards, shown once in the success dialog. */
async function expectFirstGiveRewards(dialog: Locator) {
  await expect(dialog.getByRole('heading', { name: 'Thanks for sharing!' })).toBeVisible();
  await expect(dialog.getByText('+50 Discovery Points')).toBeVisible();
  await expect(dialog.getByText('+1 Community Karma')).toBeVisible();
  await expect(dialog.getByText('Recommendation Badge unlocked')).toBeVisible();
  await expect(dialog.getByTestId('reward-totals')).toHaveText(
    'You now have 50 Discovery Points and 1 Community Karma.',
  );
}

/** What the listener's own session reads from the server: one give, one reward. */
async function expectOneGiveOnServer(page: Page, words: string) {
  const club = (await (await page.request.get('/spotify/gives/club?limit=50')).json()) as {
    gives: { description: string }[];
  };
  expect(club.gives.filter((give) => give.description === words)).toHaveLength(1);
  const rewards = (await (await page.request.get('/spotify/rewards')).json()) as Rewards;
  expect(rewards).toMatchObject({ discoveryPoints: 50, communityKarma: 1 });
  expect(rewards.badges.map((badge) => badge.id)).toEqual(['recommendation']);
  const stats = (await (await page.request.get('/spotify/user-stats?timeZone=UTC')).json()) as {
    totalShared: number;
  };
  expect(stats.totalShared).toBe(1);
}

async function expectSharedOnce(page: Page, words: string) {
  await expect(
    page.getByRole('region', { name: 'Your stats' }).getByRole('definition').nth(1),
  ).toHaveText('1');
  await expect(page.getByRole('region', { name: 'From the club' }).getByText(words)).toHaveCount(1);
}

const wordsFor = (info: TestInfo) => `Rain all day, ${unique(info, 'double')}, Joni on repeat.`;

test('Share Rec double-clicked by a first-time giver shares the rec to the club once', async ({
  page,
}, info) => {
  const console = watchConsole(page);
  const words = wordsFor(info);
  await startAnonymously(page);
  const { dialog, share } = await fillGiveForm(page, { words });
  await share.dblclick();
  await expectFirstGiveRewards(dialog);
  await dialog.getByRole('button', { name: 'Continue Discovering' }).click();

  await expectSharedOnce(page, words);
  await expectOneGiveOnServer(page, words);
  expect(console.problems()).toEqual([]);
});

test('Share Rec clicked twice in a row by a first-time giver shares the rec to the club once', async ({
  page,
}, info) => {
  const words = wordsFor(info);
  await startAnonymously(page);
  const { dialog, share } = await fillGiveForm(page, { words });
  await clickTwice(page, share);
  await expectFirstGiveRewards(dialog);
  await dialog.getByRole('button', { name: 'Continue Discovering' }).click();

  await expectSharedOnce(page, words);
  await expectOneGiveOnServer(page, words);
});

for (const how of ['double-clicked', 'clicked twice'] as const) {
  test(`a rec to a friend, Share Rec ${how}: one friend link, sent once`, async ({
    page,
  }, info) => {
    const words = wordsFor(info);
    const friend = `${unique(info, 'friend')}@example.com`;
    await startAnonymously(page);
    const { dialog, share } = await fillGiveForm(page, { words, friend });
    if (how === 'double-clicked') await share.dblclick();
    else await clickTwice(page, share);
    await expectFirstGiveRewards(dialog);
    await expect(dialog.getByText(`We e-mailed your rec to ${friend}.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue Discovering' }).click();

    const toFriends = page.getByRole('region', { name: 'Your recs to friends' });
    await expect(toFriends.getByText('Sent, not opened yet')).toHaveCount(1);
    await expectSharedOnce(page, words);
    await expectOneGiveOnServer(page, words);
    const sent = (await (await page.request.get('/spotify/gives/friends')).json()) as {
      gives: { recipientEmail: string }[];
    };
    expect(sent.gives.map((give) => give.recipientEmail)).toEqual([friend]);
  });
}

test('a tag of their own, its Add button double-clicked, is kept once on the album', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await startAnonymously(page);
  await page.getByRole('button', { name: 'New Rec' }).first().click();
  const view = await describeMoment(page, { situation: 'folding laundry' });
  await view.getByRole('button', { name: 'Next' }).click();
  await view.getByRole('button', { name: /^No/ }).click();
  const album = await recommendedAlbum(page);
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await page.getByRole('button', { name: 'Add tag' }).click();
  await page.getByLabel('Your tag').fill('laundry day');
  await page.getByRole('button', { name: 'Add this tag' }).dblclick();
  await expect(page.getByRole('button', { name: 'laundry day' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'laundry day' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(async () => {
    const { albums } = (await (await page.request.get('/spotify/user-albums')).json()) as {
      albums: { title: string; tags: string[] }[];
    };
    expect(albums.find((one) => one.title === album)?.tags).toEqual(['laundry day']);
  }).toPass();
});
