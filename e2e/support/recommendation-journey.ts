import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export interface Moment {
  situation: string;
  company?: string;
  mood?: string;
}

/** From the landing page: Connect Spotify and agree as one of the emulator's demo listeners. */
export async function signInAsDemoListener(page: Page, name: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Spotify' }).click();
  await page.getByText(name).click();
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('heading', { name: `Hey, ${name}` })).toBeVisible({
    timeout: 15_000,
  });
}

/** From the landing page, without an account. */
export async function startAnonymously(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Try it without an account' }).click();
  await expect(page.getByRole('button', { name: 'New Rec' })).toBeVisible({ timeout: 15_000 });
}

/** Fills the context view's first step. */
export async function describeMoment(page: Page, moment: Moment) {
  const view = page.getByRole('dialog');
  await expect(view.getByRole('heading', { name: 'What are you doing right now?' })).toBeVisible();
  await view.getByLabel('What are you doing?').fill(moment.situation);
  if (moment.company) await view.getByLabel('Who are you with? (optional)').fill(moment.company);
  if (moment.mood) await view.getByLabel('How are you feeling? (optional)').fill(moment.mood);
  return view;
}

/** The album on screen, once the recommendation arrived. */
export async function recommendedAlbum(page: Page) {
  const title = page.getByRole('heading', { level: 1 });
  await expect(page.getByText('Know this?')).toBeVisible({ timeout: 20_000 });
  return (await title.textContent())?.trim() ?? '';
}

/** No serious or critical accessibility violation on what is on screen. */
export async function expectAccessible(page: Page, info: TestInfo, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  await info.attach(`axe-${name}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  expect(
    blocking.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    })),
    `axe on ${name}`,
  ).toEqual([]);
}

export async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({
    path: info.outputPath(`${name}-${info.project.name}.png`),
    fullPage: true,
  });
}

/** Rates an album through the product's own API from the page (its cookies and Origin). */
export async function rateThroughApi(page: Page, albumId: string, name: string, rating: number) {
  const status = await page.evaluate(
    async ({ albumId, name, rating }) =>
      (
        await fetch('/spotify/album-interaction', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            albumId,
            albumName: name,
            artistName: 'The Testers',
            interactionType: 'rate',
            rating,
          }),
        })
      ).status,
    { albumId, name, rating },
  );
  expect(status).toBe(200);
}
