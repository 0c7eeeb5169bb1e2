import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../support/console-watch.ts';
import {
  describeMoment,
  recommendedAlbum,
  shot,
  signInAsDemoListener,
} from '../support/recommendation-journey.ts';

// Each viewport signs in as its own demo listener, so their records stay apart.
const demoListener = { phone: 'Nadia Okafor', desktop: 'Marcus Bell' } as const;

interface AlbumRecord {
  albumId: string;
  rating: number | null;
  tags: string[];
  notes: string | null;
  isFavorite: boolean;
  isKnown: boolean | null;
}

/** The listener's records as the server holds them, read with the page's session. */
async function recordsOnServer(page: Page, albumId: string): Promise<AlbumRecord[]> {
  const answer = await page.request.get('/spotify/user-albums');
  expect(answer.status()).toBe(200);
  const { albums } = (await answer.json()) as { albums: AlbumRecord[] };
  return albums.filter((album) => album.albumId === albumId);
}

test('changes made offline wait on the device, then reach the server once each, in order', async ({
  page,
  context,
}, info) => {
  test.setTimeout(120_000);
  const console = watchConsole(page);
  await signInAsDemoListener(page, demoListener[info.project.name as 'phone' | 'desktop']);

  await page.getByRole('button', { name: 'New Rec' }).first().click();
  const view = await describeMoment(page, { situation: 'train with no signal', mood: 'calm' });
  await view.getByRole('button', { name: 'Next' }).click();
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/spotify/enhanced-recommendation') &&
      response.request().method() === 'POST',
  );
  await view.getByRole('button', { name: /^Yes/ }).click();
  const { album } = (await (await answered).json()) as { album: { id: string } };
  const title = await recommendedAlbum(page);
  expect(title).not.toBe('');
  const before = await recordsOnServer(page, album.id);
  expect(before.every((record) => record.rating === null)).toBe(true);

  // Every album write from here on is watched, with the key that makes a replay count once.
  const sent: { type: string; key: string | null }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/spotify/album-interaction')) return;
    const body = request.postDataJSON() as { interactionType: string };
    sent.push({ type: body.interactionType, key: request.headers()['idempotency-key'] ?? null });
  });

  await context.setOffline(true);
  const waiting = page.getByRole('status').filter({ hasText: /changes? waiting|Sending/ });

  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(waiting).toHaveText('Offline — 1 change waiting');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await page.getByPlaceholder('Your tag').fill('no signal');
  await page.getByPlaceholder('Your tag').press('Enter');
  await expect(page.getByRole('button', { name: 'no signal' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(waiting).toHaveText('Offline — 2 changes waiting');
  await page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await expect(waiting).toHaveText('Offline — 3 changes waiting');

  await page.getByRole('button', { name: 'Rate & add notes' }).click();
  const dial = page.getByRole('slider', { name: 'Rate it' });
  await dial.focus();
  await dial.press('End');
  for (let i = 0; i < 25; i++) await dial.press('ArrowLeft');
  await expect(dial).toHaveAttribute('aria-valuetext', '7.5 out of 10');
  await page.getByLabel('Your thoughts').fill('Held up through every tunnel');
  // The note saves itself once typing stops: one more change waits.
  await expect(waiting).toHaveText('Offline — 4 changes waiting');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Rating saved successfully!', { exact: true })).toBeVisible();
  await expect(waiting).toHaveText('Offline — 5 changes waiting');
  expect(sent.filter((one) => one.key !== null)).toEqual([]);
  await shot(page, info, 'offline-changes-waiting');

  // Nothing has reached the server while offline.
  await context.setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 20_000 });

  const replayed = sent.filter((one) => one.key !== null);
  expect(replayed.map((one) => one.type)).toEqual([
    'mark_known',
    'tag',
    'add_to_favorites',
    'notes_update',
    'rate',
  ]);
  expect(new Set(replayed.map((one) => one.key)).size).toBe(replayed.length);

  const records = await recordsOnServer(page, album.id);
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({
    rating: 7.5,
    tags: ['no signal'],
    notes: 'Held up through every tunnel',
    isFavorite: true,
    isKnown: true,
  });

  // A reload finds nothing left to send: each change went once.
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Hey, / })).toBeVisible({ timeout: 15_000 });
  await expect(waiting).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('offlineWrites'))).toBeNull();
  expect(await recordsOnServer(page, album.id)).toEqual(records);
  expect(sent.filter((one) => one.key !== null)).toHaveLength(replayed.length);
  expect(console.problems()).toEqual([]);
});
