import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console-watch.ts';
import {
  describeMoment,
  expectAccessible,
  rateThroughApi,
  recommendedAlbum,
  shot,
  signInAsDemoListener,
  startAnonymously,
} from '../support/recommendation-journey.ts';

// Each viewport signs in as its own demo listener, so their Spotify libraries stay apart.
const demoListener = { phone: 'Jo Lindqvist', desktop: 'Priya Raman' } as const;

test('a Spotify listener: moment → album → known, tags, favourite, Spotify → 8.5 with a note → dashboard', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const console = watchConsole(page);
  await signInAsDemoListener(page, demoListener[info.project.name as 'phone' | 'desktop']);

  await page.getByRole('button', { name: 'New Rec' }).first().click();
  const view = await describeMoment(page, {
    situation: 'late night drive',
    company: 'alone',
    mood: 'restless',
  });
  await expectAccessible(page, info, 'context-step-1');
  await shot(page, info, 'context-step-1');
  await view.getByLabel('How are you feeling? (optional)').press('Enter');
  await expect(view.getByRole('heading', { name: 'Want something new?' })).toBeVisible();
  await expectAccessible(page, info, 'context-step-2');
  await shot(page, info, 'context-step-2');
  await view.getByRole('button', { name: /^Yes/ }).click();
  await expect(page.getByText('Finding your perfect album...').first()).toBeVisible();

  await expect(page).toHaveURL(/#\/recommendations$/);
  const album = await recommendedAlbum(page);
  expect(album).not.toBe('');
  // The reveal timers have run (2, 4 and 5 s) before the screen is judged.
  await page.waitForTimeout(5200);
  await expectAccessible(page, info, 'recommendation-discovery');
  await shot(page, info, 'recommendation-discovery');

  await page.getByRole('button', { name: 'Why this album?' }).click();
  const about = page.getByRole('region', { name: 'About this album' });
  await expect(about.getByRole('tabpanel')).toContainText('late night drive');
  await about.getByRole('tab', { name: 'Tracklist' }).click();
  const tracks = about.getByRole('list', { name: 'Tracklist' });
  await expect(tracks.getByRole('listitem').first()).toContainText(/\d+:\d\d/);
  // The list fits inside the back of the cover, so scrolling it reaches the last track.
  const [listBottom, faceBottom] = await Promise.all([
    tracks.evaluate((list) => list.getBoundingClientRect().bottom),
    about.evaluate((face) => face.getBoundingClientRect().bottom),
  ]);
  expect(listBottom).toBeLessThanOrEqual(faceBottom);
  await expectAccessible(page, info, 'recommendation-back');
  await shot(page, info, 'recommendation-back');
  await about.getByRole('button', { name: 'Show the cover' }).click();

  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await page.getByRole('button', { name: 'late night' }).click();
  await expect(page.getByRole('button', { name: 'late night' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Add tag' }).click();
  await page.getByPlaceholder('Your tag').fill('  night bus ');
  await page.getByPlaceholder('Your tag').press('Enter');
  await expect(page.getByRole('button', { name: 'night bus' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await page.getByRole('button', { name: 'Save to Spotify' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Spotify' })).toBeVisible();
  await shot(page, info, 'recommendation-marked');

  // Spotify itself (the emulator) now holds the album in the listener's library.
  const albumId = await page.evaluate(async () => {
    const answer = await fetch('/spotify/saved-albums?limit=50');
    const { items } = (await answer.json()) as { items: { album: { id: string; name: string } }[] };
    return items.map((item) => item.album.name);
  });
  expect(albumId).toContain(album);

  // The rating view opens at its top, wherever the album screen was scrolled to.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('button', { name: 'Rate & add notes' }).click();
  await expect(page.getByRole('button', { name: 'Back to album' })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const dial = page.getByRole('slider', { name: 'Rate it' });
  await dial.focus();
  await dial.press('End');
  for (let i = 0; i < 15; i++) await dial.press('ArrowLeft');
  await expect(dial).toHaveAttribute('aria-valuetext', '8.5 out of 10');
  await page.getByLabel('Your thoughts').fill('Perfect for the night bus home');
  await expect(page.getByText('30/140')).toBeVisible();
  await expectAccessible(page, info, 'recommendation-rating');
  await shot(page, info, 'recommendation-rating');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Rating saved successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);

  const record = await page.evaluate(async () => {
    const answer = await fetch('/spotify/user-albums');
    return (await answer.json()) as {
      albums: {
        title: string;
        rating: number;
        tags: string[];
        notes: string;
        isFavorite: boolean;
        isKnown: boolean;
      }[];
    };
  });
  expect(record.albums.find((one) => one.title === album)).toMatchObject({
    rating: 8.5,
    tags: ['late night', 'night bus'],
    notes: 'Perfect for the night bus home',
    isFavorite: true,
    isKnown: true,
  });
  await expect(page.getByText('8.5', { exact: true }).first()).toBeVisible({ timeout: 15_000 });

  // Five rated albums make the hits appear, this one among them.
  for (let i = 1; i <= 4; i++)
    await rateThroughApi(page, `e2e-hit-${i}`, `Hit Record ${i}`, 8 + i / 2);
  await page.reload();
  const hits = page.getByRole('region', { name: 'Recent Hits' });
  // By its button: a self-titled album shows its name twice (title and artist).
  await expect(hits.getByRole('button', { name: `Edit ${album}` })).toBeVisible({
    timeout: 15_000,
  });
  await shot(page, info, 'dashboard-after-rating');
  expect(console.problems()).toEqual([]);
});

test('an anonymous visitor gets albums, never the same twice, and is invited to keep them', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await startAnonymously(page);
  await page.getByRole('button', { name: 'New Rec' }).first().click();
  const view = await describeMoment(page, { situation: 'doing the dishes', mood: 'hopeful' });
  await view.getByRole('button', { name: 'Next' }).click();
  await view.getByRole('button', { name: /^No/ }).click();
  const first = await recommendedAlbum(page);

  await page.getByRole('button', { name: 'Get new recommendation' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(first, { timeout: 20_000 });
  const second = await recommendedAlbum(page);

  // Reloading the page keeps the album on screen rather than spending another.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second, { timeout: 20_000 });

  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await page.getByRole('button', { name: 'chill' }).click();
  await page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  // The Spotify library is for listeners with an account and Spotify: the account prompt opens.
  await page.getByRole('button', { name: 'Save to Spotify' }).click();
  const prompt = page.getByRole('dialog');
  await expect(prompt.getByRole('heading', { name: 'Save Your Progress' })).toBeVisible();
  await shot(page, info, 'anonymous-account-prompt');
  await prompt.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Rate & add notes' }).click();
  const dial = page.getByRole('slider', { name: 'Rate it' });
  await dial.focus();
  await dial.press('PageUp');
  await dial.press('PageUp');
  await dial.press('PageUp');
  await expect(dial).toHaveAttribute('aria-valuetext', '3 out of 10');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Rating saved successfully!', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Save Your Progress' }),
  ).toBeVisible();
});
