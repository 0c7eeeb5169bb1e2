// The words around an explicit ask: what makes a word a kind of music, "something like", hits,
// eras and the negations that hold.

/** Words that make a neighbouring everyday word a kind of music: "country music", "some soul". */
export const MUSIC_CUES = new Set([
  'music',
  'songs',
  'song',
  'beats',
  'tunes',
  'tune',
  'records',
  'record',
  'albums',
  'album',
  'vinyl',
  'band',
  'bands',
  'playlist',
  'classics',
  'hits',
  'anthems',
  'stuff',
  'vibes',
  'sounds',
  'some',
  'play',
  'put',
  'listen',
  'listening',
  'spin',
  'blast',
  'old-school',
  'musique',
  'musik',
  'música',
  'musica',
  'canciones',
  'chansons',
  'lieder',
  'canzoni',
]);

/** Words that introduce an artist to sound like: "something like Radiohead". */
export const LIKE_WORDS = [
  ['like'],
  ['similar', 'to'],
  ['in', 'the', 'style', 'of'],
  ['sounds', 'like'],
  ['a', 'la'],
  ['à', 'la'],
  ['comme'],
  ['wie'],
  ['como'],
  ['tipo'],
  ['stile'],
  ['みたい'],
];

/** Words for the newest releases: "from this year", "the latest". */
/** Words that ask for records everybody knows: "80s hits", "some crowd-pleasers". */
export const POPULAR_PHRASES = [
  ['hits'],
  ['classics'],
  ['top', '40'],
  ['chart', 'toppers'],
  ['crowd', 'pleasers'],
  ['crowd-pleasers'],
  ['popular'],
  ['everyone', 'knows'],
  ['everybody', 'knows'],
  ['well', 'known'],
  ['well-known'],
  ['famous'],
  ['bangers'],
  ['sing', 'along'],
  ['singalong'],
  ['sing-along'],
];

export const RECENT_PHRASES = [
  ['this', 'year'],
  ['this', "year's"],
  ['new', 'releases'],
  ['new', 'release'],
  ['latest'],
  ['just', 'came', 'out'],
  ['just', 'released'],
  ['brand', 'new'],
  ['recent', 'releases'],
  ['released', 'recently'],
  ['this', 'year’s'],
];

/** Words for the old records a grandparent loves: "oldies", "old music". */
export const OLD_PHRASES = [
  ['oldies'],
  ['old', 'music'],
  ['old', 'songs'],
  ['golden', 'oldies'],
  ['old', 'standards'],
  ['old', 'records'],
  ['old', 'stuff'],
  ['older', 'stuff'],
  ['the', 'old', 'stuff'],
];
export const OLDIES: [number, number] = [1940, 1969];

/** Decades by name: "the eighties", "années 80" is read by its number. */
export const DECADE_WORDS: Record<string, number> = {
  fifties: 1950,
  sixties: 1960,
  seventies: 1970,
  eighties: 1980,
  nineties: 1990,
  noughties: 2000,
  aughts: 2000,
  twenties: 2020,
};

/** Catalog genre names that are also everyday phrases: "new music" is music new to the listener. */
export const EVERYDAY_GENRE_PHRASES = new Set([
  'new music',
  'music hall',
  'sound art',
  'work song',
  'work songs',
  'drinking song',
  'drinking songs',
  'party music',
  'dance party',
]);

/**
 * Negated words that are constraints, not soft wishes: "no vocals" wants instrumental records and
 * none with a singer; "nothing too loud" none of the loud kinds.
 */
export const NEGATED_CONSTRAINTS: Record<string, { ruleOut: string[]; want?: string[] }> = {
  vocals: {
    ruleOut: [
      'male vocals',
      'female vocals',
      'androgynous vocals',
      'non-binary vocals',
      'vocal group',
      'a cappella',
    ],
    want: ['instrumental'],
  },
  loud: { ruleOut: ['aggressive', 'noisy', 'harsh', 'chaotic', 'angry', 'manic', 'heavy'] },
  upbeat: {
    ruleOut: ['happy', 'party', 'bouncy', 'energetic', 'playful', 'uplifting', 'euphoric'],
  },
  sad: { ruleOut: ['depressive', 'sad', 'suicide', 'lonely', 'melancholic', 'sombre', 'funereal'] },
  scary: { ruleOut: ['scary', 'ominous', 'horror', 'dark'] },
  // "nothing with drums": no beat, so none of the rhythmic, dancing kinds.
  drums: { ruleOut: ['rhythmic', 'polyrhythmic', 'party', 'energetic', 'repetitive'] },
};

const BEATS = [
  'techno',
  'house',
  'ambient techno',
  'ambient house',
  'drum and bass',
  'idm',
  'breakbeat',
  'trip hop',
  'dub techno',
];
/** Negated words that rule out kinds of music: "real delta blues, no electric stuff". */
export const NEGATED_KINDS: Record<string, string[]> = {
  electric: ['electric blues', 'chicago blues', 'blues rock', 'electric texas blues'],
  fusion: ['jazz fusion', 'jazz-rock', 'jazz-funk'],
  drums: BEATS,
  beats: BEATS,
  percussion: BEATS,
  // "no big orchestra": a solo or chamber record, not a symphony.
  orchestra: ['orchestral', 'symphony', 'concerto'],
  orchestral: ['orchestral', 'symphony', 'concerto'],
};

/** The words that name each negated constraint. */
export const NEGATED_WORDS: Record<string, keyof typeof NEGATED_CONSTRAINTS> = {
  vocals: 'vocals',
  vocal: 'vocals',
  singing: 'vocals',
  singer: 'vocals',
  singers: 'vocals',
  lyrics: 'vocals',
  voice: 'vocals',
  voices: 'vocals',
  words: 'vocals',
  letra: 'vocals',
  letras: 'vocals',
  paroles: 'vocals',
  gesang: 'vocals',
  voce: 'vocals',
  voz: 'vocals',
  loud: 'loud',
  noisy: 'loud',
  heavy: 'loud',
  aggressive: 'loud',
  harsh: 'loud',
  screaming: 'loud',
  shouty: 'loud',
  intense: 'loud',
  hardcore: 'loud',
  abrasive: 'loud',
  sad: 'sad',
  upbeat: 'upbeat',
  cheerful: 'upbeat',
  happy: 'upbeat',
  peppy: 'upbeat',
  bouncy: 'upbeat',
  'up-tempo': 'upbeat',
  uptempo: 'upbeat',
  depressing: 'sad',
  gloomy: 'sad',
  mopey: 'sad',
  downers: 'sad',
  miserable: 'sad',
  scary: 'scary',
  creepy: 'scary',
  spooky: 'scary',
  dark: 'scary',
  drums: 'drums',
  drum: 'drums',
  beats: 'drums',
  beat: 'drums',
  percussion: 'drums',
};
