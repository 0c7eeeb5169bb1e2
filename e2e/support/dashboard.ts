import { expect, type Page } from '@playwright/test';

/** A figure of the dashboard's stats row, as shown. */
export async function statValue(
  page: Page,
  label: 'Albums' | 'Shared' | 'Avg Rating' | 'Day Streak',
) {
  const value = page
    .getByRole('region', { name: 'Your stats' })
    .locator('div', { has: page.locator('dt', { hasText: label }) })
    .locator('dd');
  return (await value.textContent())?.trim() ?? '';
}

/** Waits for the sync the dashboard runs: its progress, then the spec's done line. */
export async function waitForSync(page: Page): Promise<string> {
  const status = page.getByRole('status').filter({ hasText: /Synced \d+ albums|Sync failed/ });
  await expect(status).toBeVisible({ timeout: 30_000 });
  const text = (await status.textContent())?.trim() ?? '';
  expect(text).toMatch(/^Synced \d+ albums( successfully!| \(\d+ total in your library\)!)$/);
  return text;
}

/** The album cards of 'Recently Discovered', top to bottom. */
export const recentCards = (page: Page) =>
  page.getByRole('region', { name: 'Recently Discovered' }).getByRole('listitem');
