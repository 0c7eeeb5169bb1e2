export function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The listener's words as we quote them back: one line, short, no stray quote marks. */
export function quote(text: string): string {
  const clean = text
    .replace(/[\p{Cc}“”"]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const short = clean.length > 40 ? `${clean.slice(0, 39).replace(/\s+\S*$/, '')}…` : clean;
  return `“${short}”`;
}

export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}
