import { foldName as fold } from './fold-name.ts';

/** An artist name for matching: accents, case, punctuation and a leading "the" do not matter. */
export function artistKey(name: string): string {
  return fold(name).replace(/^the /, '');
}

/** An album title for matching; bracketed parts ("(Deluxe Edition)") do not matter. */
export function titleKey(title: string): string {
  return fold(title.replace(/\s*[([][^)\]]*[)\]]/g, '') || title).replace(/^the /, '');
}
