function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** An artist name for matching: accents, case, punctuation and a leading "the" do not matter. */
export function artistKey(name: string): string {
  return fold(name).replace(/^the /, '');
}

/** An album title for matching; bracketed parts ("(Deluxe Edition)") do not matter. */
export function titleKey(title: string): string {
  return fold(title.replace(/\s*[([][^)\]]*[)\]]/g, '') || title).replace(/^the /, '');
}
