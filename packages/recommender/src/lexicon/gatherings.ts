import type { MomentEntry } from './moment-entry.ts';

// prettier-ignore
/** Get-togethers with a character of their own: Halloween, a games night, the big game, a campfire. */
export const GATHERINGS: MomentEntry[] = [
  {
    // A Halloween party is fun in costume, not dread: spooky records with a beat.
    id: 'halloween',
    weight: 2,
    cues: [
      'halloween', 'trick or treat', 'trick or treating', 'trick-or-treating',
      'costume party', 'haunted house', 'carving pumpkins',
      'pumpkin carving', 'jack o lantern',
    ],
    label: 'Halloween',
    want: {
      Halloween: 1, scary: 0.6, dark: 0.5, playful: 0.5, energetic: 0.4, ominous: 0.3,
      humorous: 0.3,
    },
    avoid: { depressive: 0.6, funereal: 0.4, meditative: 0.5 },
    genres: ['horror punk', 'psychobilly', 'gothic rock', 'deathrock', 'horror synth', 'new wave'],
    asks: ['horror punk', 'psychobilly', 'deathrock', 'horror synth', 'gothic rock', 'horrorcore'],
    askDescriptors: ['halloween'],
  },
  {
    id: 'game-night',
    weight: 1.1,
    cues: [
      'board game', 'board games', 'game night', 'games night', 'card game', 'card games',
      'cards', 'poker', 'trivia', 'quiz night', 'pub quiz', 'charades',
      'dungeons and dragons', 'd&d', 'mahjong',
    ],
    label: 'a games night',
    want: { playful: 1, happy: 0.6, warm: 0.6, quirky: 0.5, melodic: 0.4, groovy: 0.4 },
    avoid: { aggressive: 0.7, noisy: 0.6, depressive: 0.5, harsh: 0.5 },
    genres: ['indie pop', 'power pop', 'funk', 'soul', 'pop rock', 'jazz-funk'],
  },
  {
    // Chess and a crossword are thinking, not a party: quiet, clever records.
    id: 'quiet-game',
    weight: 1.1,
    cues: [
      'chess', 'playing chess', 'chess game', 'chess night', 'crossword', 'crosswords', 'sudoku',
      'jigsaw', 'jigsaw puzzle', 'puzzle', 'puzzles', 'scrabble', 'backgammon', 'bridge night',
      'playing bridge', 'mahjong', 'card game', 'playing cards', 'rummy',
    ],
    label: 'a quiet game',
    absorbs: ['friends', 'crowd'],
    want: { sophisticated: 0.8, calm: 0.7, introspective: 0.6, instrumental: 0.5, warm: 0.4 },
    avoid: { aggressive: 0.8, noisy: 0.7, party: 0.6, chaotic: 0.6, manic: 0.5 },
    genres: ['cool jazz', 'jazz', 'chamber music', 'modern classical', 'bossa nova'],
  },
  {
    // Karaoke is singing along to the songs everyone knows: never an instrumental record.
    id: 'karaoke',
    weight: 1.4,
    cues: ['karaoke', 'karaoke night', 'karaoke bar'],
    label: 'karaoke',
    want: { anthemic: 1, melodic: 0.8, fun: 0.7, happy: 0.6, playful: 0.5, uplifting: 0.5 },
    avoid: { instrumental: 1, meditative: 0.7, atmospheric: 0.5, noisy: 0.5, nocturnal: 0.4 },
    genres: ['pop', 'pop rock', 'power pop', 'disco', 'soft rock', 'dance-pop'],
  },
  {
    id: 'skate',
    weight: 1.2,
    cues: ['skate park', 'skatepark', 'skateboarding', 'skateboard', 'skate session'],
    label: 'skating',
    want: { energetic: 1, rebellious: 0.8, raw: 0.6, playful: 0.5, anthemic: 0.3 },
    avoid: { meditative: 0.7, soft: 0.6, lethargic: 0.7, acoustic: 0.4 },
    genres: ['skate punk', 'punk rock', 'pop punk', 'hip hop', 'hardcore punk'],
  },
  {
    // The Fourth of July is a cookout with fireworks: big, sunny, singalong Americana.
    id: 'july-fourth',
    weight: 1.7,
    cues: [
      'fourth of july', '4th of july', 'july 4th', 'july fourth', 'memorial day', 'labor day',
      'fireworks',
    ],
    label: 'the Fourth of July',
    want: { anthemic: 1, summer: 0.8, uplifting: 0.7, happy: 0.6, party: 0.4, warm: 0.4 },
    avoid: { depressive: 0.8, sombre: 0.6, meditative: 0.5 },
    genres: ['heartland rock', 'classic rock', 'country', 'southern rock', 'soul', 'pop rock'],
  },
  {
    // Another country's national day (India's, Mexico's, Ireland's): pride and a parade, not
    // the Fourth of July's Americana.
    id: 'national-day',
    weight: 1.6,
    cues: [
      'independence day', 'national day', 'republic day', 'canada day',
      'australia day', 'king’s day', "king's day", 'kings day', 'día de la independencia',
      'dia de la independencia', 'fiestas patrias',
    ],
    label: 'a national day',
    want: { anthemic: 1, uplifting: 0.8, happy: 0.7, triumphant: 0.6, festive: 0.6 },
    avoid: { depressive: 0.8, sombre: 0.6, meditative: 0.5 },
  },
  {
    // France's day: a picnic or a bal populaire, to French songs.
    id: 'bastille-day',
    weight: 1.6,
    cues: ['bastille day', '14 juillet', 'quatorze juillet', 'fête nationale'],
    label: 'Bastille Day',
    want: { festive: 1, happy: 0.8, uplifting: 0.7, melodic: 0.6, romantic: 0.3 },
    avoid: { depressive: 0.8, sombre: 0.6, aggressive: 0.6 },
    genres: ['chanson', 'french pop', 'yé-yé'],
    asks: ['chanson', 'french pop', 'yé-yé'],
  },
  {
    // Mexican heritage celebrated (mostly in the US): a fiesta to Mexican music.
    id: 'cinco-de-mayo',
    weight: 1.6,
    cues: ['cinco de mayo'],
    label: 'Cinco de Mayo',
    want: { festive: 1, happy: 0.9, rhythmic: 0.7, uplifting: 0.7, party: 0.5 },
    avoid: { depressive: 0.8, sombre: 0.6 },
    genres: ['mexican music', 'cumbia', 'mariachi', 'latin pop'],
    asks: ['mexican music', 'cumbia', 'mariachi', 'ranchera'],
  },
  {
    // St Patrick's Day is a rowdy Irish session: reels, pub songs, the Pogues.
    id: 'st-patricks',
    weight: 1.6,
    cues: [
      'st patricks day', "st patrick's day", 'st. patricks day', "st. patrick's day",
      "saint patrick's day", 'paddys day', "paddy's day", 'st paddys', "st paddy's",
    ],
    label: "St Patrick's Day",
    asks: ['irish folk music', 'celtic folk music', 'celtic punk', 'celtic rock'],
    want: { party: 0.8, happy: 0.8, energetic: 0.7, alcohol: 0.3, anthemic: 0.5 },
    avoid: { depressive: 0.8, sombre: 0.6 },
    genres: ['irish folk music', 'celtic punk', 'folk rock'],
  },
  {
    // Stars overhead ask for space and stillness, not a love song.
    id: 'stargazing',
    weight: 1.3,
    cues: [
      'stargazing', 'stars', 'the stars', 'night sky', 'milky way', 'meteor shower', 'telescope',
      'northern lights', 'the moon',
    ],
    label: 'the night sky',
    want: { atmospheric: 1, ethereal: 0.8, space: 0.8, peaceful: 0.6, nocturnal: 0.5, calm: 0.4 },
    avoid: { party: 0.7, aggressive: 0.7, noisy: 0.5, hedonistic: 0.6 },
    genres: ['ambient', 'space rock', 'progressive electronic', 'post-rock', 'space ambient'],
  },
  {
    id: 'sports',
    weight: 1.2,
    cues: [
      'football game', 'the game', 'big game', 'game day', 'gameday', 'tailgate', 'tailgating',
      'super bowl', 'stadium', 'football', 'soccer', 'basketball', 'hockey', 'baseball',
      'watching the game', 'match day', 'the match', 'world cup',
    ],
    label: 'the big game',
    want: { anthemic: 1, energetic: 0.9, triumphant: 0.6, rhythmic: 0.5, party: 0.5, rebellious: 0.3 },
    avoid: { meditative: 0.7, sombre: 0.6, depressive: 0.7, lethargic: 0.7 },
    genres: ['hard rock', 'hip hop', 'arena rock', 'pop rock', 'southern hip hop', 'rock'],
  },
  {
    // An egg hunt is the children's Easter: sunny play, not a service.
    id: 'egg-hunt',
    weight: 1.6,
    familySafe: true,
    cues: ['egg hunt', 'easter egg hunt', 'easter eggs', 'easter bunny', 'dyeing eggs', 'painting eggs'],
    label: 'an egg hunt',
    absorbs: ['worship', 'outdoors'],
    want: { playful: 1, happy: 0.9, bright: 0.7, bouncy: 0.6, spring: 0.6, melodic: 0.5 },
    avoid: { dark: 0.8, sombre: 0.6, aggressive: 0.8, sensual: 0.6 },
    genres: ["children's music", 'pop', 'folk pop', 'soul'],
    never: ['sexual', 'drugs', 'vulgar', 'violence'],
  },
  {
    id: 'little-ones',
    weight: 1.3,
    familySafe: true,
    cues: [
      'toddler dance party', 'kids dance party', 'kids disco', 'kids songs', 'kids\' songs',
      'toddler', 'toddlers', 'preschool', 'preschoolers', 'playgroup', 'sing-along', 'singalong',
      'nursery rhymes', 'one year old', 'two year old', 'three year old', 'four year old',
      '1 year old', '2 year old', '3 year old', '4 year old',
    ],
    label: 'the little ones',
    never: ['scary', 'sexual', 'dark', 'heavy', 'hedonistic', 'alcohol'],
    want: { playful: 1, happy: 0.8, bouncy: 0.6, melodic: 0.5, uplifting: 0.5, whimsical: 0.4 },
    avoid: { aggressive: 1, noisy: 0.8, dark: 0.7, sexual: 1, depressive: 0.8 },
    genres: ["children's music", 'pop', 'folk pop', 'indie pop'],
    asks: ["children's music"],
    askDescriptors: ["children's music", 'nursery rhyme'],
  },
  {
    id: 'campfire',
    weight: 1.3,
    cues: [
      'campfire', 'camp fire', 'bonfire', 'camping', 'camping trip', 'tent', 'around the fire',
      'scouts', 'camp', 'under the stars', 's\'mores', 'summer camp',
    ],
    label: 'a campfire',
    want: { acoustic: 1, warm: 0.8, pastoral: 0.6, melodic: 0.5, nature: 0.5, nocturnal: 0.3 },
    avoid: { mechanical: 0.6, urban: 0.4, aggressive: 0.5, noisy: 0.5 },
    genres: ['folk', 'americana', 'contemporary folk', 'country', 'indie folk', 'bluegrass'],
  },
];
