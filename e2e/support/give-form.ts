import { expect, type Page } from '@playwright/test';

export interface GiveFormEntry {
  /** Why the giver recommends it. */
  words: string;
  /** The friend the rec is e-mailed to, if any. */
  friend?: string;
  /** The "Perfect for" moment. */
  situation?: string;
}

/**
 * Opens the give form from the page and fills it: Joni Mitchell's Blue chosen from the offered
 * catalog albums, the moment, the words and the friend. Answers the dialog and its Share button.
 */
export async function fillGiveForm(page: Page, entry: GiveFormEntry) {
  const situation = entry.situation ?? 'Rainy Day';
  await page.getByRole('button', { name: 'Give an Album Club Rec' }).click();
  await expect(page.getByRole('dialog', { name: 'Give an Album Club Rec' })).toBeVisible();
  // Named by its title, which becomes 'Thanks for sharing!' once shared.
  const dialog = page.getByRole('dialog');
  const share = dialog.getByRole('button', { name: 'Share Rec' });
  await expect(share).toBeDisabled();
  // The title offers catalog albums as it is typed; choosing one fills the artist too.
  await dialog.getByRole('combobox', { name: /Album Title/ }).fill('Blue');
  await dialog
    .getByRole('option', { name: /^Blue\s*Joni Mitchell/ })
    .first()
    .click();
  await expect(dialog.getByRole('combobox', { name: /Artist/ })).toHaveValue('Joni Mitchell');
  await dialog.getByRole('combobox', { name: /Perfect for/ }).selectOption(situation);
  await dialog.getByLabel(/Why recommend this/).fill(entry.words);
  if (entry.friend) await dialog.getByLabel(/Friend’s e-mail/).fill(entry.friend);
  await expect(dialog.getByRole('region', { name: 'Preview' })).toContainText(
    `Perfect for ${situation}`,
  );
  await expect(share).toBeEnabled();
  return { dialog, share };
}
