/** Shorthand people type on a phone, in the words the rest of the reading knows. */
const SLANG: Record<string, string> = {
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  gf: 'girlfriend',
  bf: 'boyfriend',
  hw: 'homework',
  ppl: 'people',
  fam: 'family',
  orgo: 'organic chemistry',
  '5k': 'running race',
  '10k': 'running race',
  wfh: 'working from home',
  uni: 'university',
  coffe: 'coffee',
  b4: 'before',
  bathtime: 'bath time',
  joggen: 'jogging',
  laufen: 'running',
  correr: 'running',
  courir: 'running',
  balkon: 'balcony',
  covid: 'coronavirus',
  nightshift: 'night shift',
  idk: '',
  havent: 'have not',
};

/** A word spelt out: "tmrw" is "tomorrow"; other words as they are. */
export function spelledOut(word: string): string[] {
  const full = SLANG[word];
  if (full === undefined) return [word];
  return full ? full.split(' ') : [];
}

/** "studyin", "foldin'": the -ing form a dropped g leaves, for a word nothing knows as typed. */
export function droppedG(word: string): string | undefined {
  return word.length >= 5 && word.endsWith('in') ? `${word}g` : undefined;
}
