import { RecentCache } from './recent-cache.ts';
import { droppedG } from './slang.ts';

/**
 * The word itself, then plausible base forms: "dishes" → "dish", "jogging" → "jog",
 * "relaxed" → "relax". Used where an exact form is not known; cheap and dictionary-free.
 */
export function wordForms(word: string): readonly string[] {
  return known.read(word, formsOf);
}

/** Forms of the words read most recently: the same words come back moment after moment. */
const known = new RecentCache<string, readonly string[]>(8192);

function formsOf(word: string): readonly string[] {
  const forms = [word];
  const add = (form: string) => {
    if (form.length >= 3 && !forms.includes(form)) forms.push(form);
  };
  if (word.endsWith("'s")) add(word.slice(0, -2));
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  for (const suffix of ['ing', 'ed']) {
    if (!word.endsWith(suffix) || word.length <= suffix.length + 2) continue;
    const stem = word.slice(0, -suffix.length);
    add(stem);
    add(`${stem}e`);
    if (stem.length > 2 && stem.at(-1) === stem.at(-2)) add(stem.slice(0, -1));
  }
  if (word.endsWith('ly')) add(word.slice(0, -2));
  if (word.endsWith('y') && word.length > 4) add(word.slice(0, -1));
  if (word.includes('-')) add(word.replace(/-/g, ''));
  const withG = droppedG(word);
  if (withG) add(withG);
  return Object.freeze(forms);
}
