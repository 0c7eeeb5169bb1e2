export function listOf(items: string[], last: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
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

/** Letters whose names start with a vowel sound: "an MPB album", "an R&B album". */
const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX]/;
/** Vowels spoken as "you" or "wun": "a euro-disco album", "a one-off". */
const CONSONANT_SOUND = /^(eu|uni|use|usu|ut[aeio]|one\b|once\b)/i;

export function withArticle(word: string): string {
  const acronym = /^[A-Z](?:[A-Z]|&[A-Z])/.test(word);
  const vowel = acronym
    ? VOWEL_SOUND_LETTERS.test(word)
    : /^[aeiou]/i.test(word) && !CONSONANT_SOUND.test(word);
  return `${vowel ? 'an' : 'a'} ${word}`;
}

/** A genre name inside a sentence: lower case, but acronyms kept ("MPB", "UK garage"). */
export function genreWords(genre: string): string {
  return genre
    .split(/(\s+)/)
    .map((part) => (/^(?=.{2})[A-Z]+(?:&[A-Z]+)?$/.test(part) ? part : part.toLowerCase()))
    .join('');
}

/** Ends a sentence with one full stop, even after a name such as "The Radio Dept.". */
export function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** Descriptors that are nouns read as qualities in "something warm, rhythmic and …". */
const NOUN_QUALITIES: Record<string, string> = {
  party: 'party-ready',
  love: 'full of love',
  summer: 'summery',
  winter: 'wintry',
  autumn: 'autumnal',
  spring: 'spring-like',
  rain: 'rainy',
  nature: 'full of nature',
  space: 'spacey',
  death: 'death-haunted',
  nostalgia: 'nostalgic',
  breakup: 'heartbroken',
  grief: 'grieving',
  alcohol: 'boozy',
  drugs: 'druggy',
  christmas: 'Christmassy',
  halloween: 'spooky',
};

export function asQuality(term: string): string {
  const lower = term.toLowerCase();
  return NOUN_QUALITIES[lower] ?? lower;
}
