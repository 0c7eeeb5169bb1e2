import type { MomentEntry } from './moment-entry.ts';

const FAMILY_FRIENDLY = {
  sexual: 1,
  vulgar: 1,
  drugs: 0.9,
  violence: 1,
  crime: 0.7,
  satanic: 1,
  occult: 0.6,
  suicide: 1,
  hateful: 0.9,
  misanthropic: 0.7,
};

// prettier-ignore
/** Who the listener is with. */
export const COMPANY: MomentEntry[] = [
  {
    id: 'solo',
    cues: [
      'alone', 'by myself', 'myself', 'on my own', 'just me', 'solo', 'nobody', 'no one', 'noone',
      'everyone is away', 'everyone is out', 'house to myself', 'home alone', 'place to myself',
    ],
    label: 'time on your own',
    want: { introspective: 0.5, atmospheric: 0.4, personal: 0.2 },
  },
  {
    id: 'kids',
    familySafe: true,
    cues: [
      'kids', 'kid', 'children', 'child', 'toddler', 'toddlers', 'son', 'daughter', 'nephew',
      'niece', 'little ones', 'my boy', 'my girl', 'stepson', 'stepdaughter', 'grandkids',
      'grandchildren', 'school run', 'kindergarten', 'daycare', 'school drop off', 'drop-off',
      // The same company in the languages listeners most often type besides English.
      'enfants', 'enfant', 'ninos', 'hijos', 'twins',
      // The listener is the parent: "divorced dad first weekend with the kids".
      'divorced dad', 'divorced mom', 'divorced mum', 'single dad', 'single mom', 'single mum',
      'stay at home dad', 'stay at home mom', 'stay at home mum',
    ],
    label: 'time with the kids',
    never: ['scary', 'sexual', 'dark', 'heavy', 'hedonistic', 'alcohol'],
    want: { playful: 1, happy: 0.8, bouncy: 0.6, melodic: 0.6, whimsical: 0.5, bright: 0.4 },
    avoid: {
      ...FAMILY_FRIENDLY, aggressive: 0.7, dark: 0.5, depressive: 0.6, death: 0.6, noisy: 0.5,
      ominous: 0.5, sensual: 0.6,
    },
    genres: ['pop', "children's music", 'folk pop', 'indie pop', 'soul'],
  },
  {
    // Teenagers play today's records: their era is now, and the parent in the room keeps it clean.
    id: 'teens',
    familySafe: true,
    weight: 1.1,
    cues: [
      'teen', 'teens', 'teenager', 'teenagers', 'teenage', 'my teenage son', 'my teenage daughter',
      'sweet 16', 'sweet sixteen', 'the teens', 'adolescents', 'high schoolers', 'ados',
      'quinceañera', 'quinceanera', 'quince', 'quinces', 'xv años',
    ],
    label: 'time with the teens',
    absorbs: ['kids'],
    never: ['sexual', 'drugs'],
    want: { energetic: 0.8, playful: 0.6, party: 0.5, melodic: 0.6, happy: 0.5, catchy: 0.5 },
    avoid: { ...FAMILY_FRIENDLY, depressive: 0.5, dissonant: 0.5 },
    genres: ['pop', 'dance-pop', 'pop rap', 'contemporary r&b', 'electropop', 'indie pop'],
    era: [2012, 2026],
  },
  {
    id: 'baby',
    familySafe: true,
    cues: [
      'baby', 'babies', 'newborn', 'infant', 'little one', 'bub', 'bubba', 'bebe',
    ],
    label: 'time with the baby',
    want: {
      soothing: 1, soft: 0.9, calm: 0.8, gentle: 0.7, lullaby: 0.5, warm: 0.5, peaceful: 0.5,
    },
    avoid: { ...FAMILY_FRIENDLY, aggressive: 1, noisy: 1, chaotic: 0.8, dark: 0.5, energetic: 0.4 },
    genres: ['ambient', 'folk', 'classical', 'lullaby', 'new age'],
  },
  {
    id: 'partner',
    cues: [
      'date', 'girlfriend', 'boyfriend', 'partner', 'wife', 'husband', 'lover', 'spouse', 'fiance',
      'fiancee', 'fiancé', 'fiancée', 'my crush', 'other half', 'significant other', 'bae', 'babe',
      'hubby', 'wifey', 'my love',
    ],
    label: 'time with your partner',
    want: { romantic: 1, love: 0.8, sensual: 0.6, warm: 0.6, lush: 0.4 },
    avoid: { aggressive: 0.7, vulgar: 0.4, misanthropic: 0.7, depressive: 0.4, hateful: 0.8 },
    genres: ['soul', 'r&b', 'jazz', 'dream pop'],
  },
  {
    id: 'friends',
    cues: [
      'friends', 'friend', 'mates', 'buddies', 'buddy', 'crew', 'roommates', 'roommate',
      'flatmates', 'housemates', 'squad', 'gang', 'the boys', 'the girls', 'pals', 'bestie',
      'best friend', 'bff', 'homies', 'classmates', 'teammates', 'girlfriends', 'boyfriends',
      'the lads', 'church friends', 'friends from church', 'from church', 'church ladies',
      'church group', 'my girls', 'my boys', 'girls night', 'boys night',
    ],
    label: 'time with friends',
    want: {
      fun: 0.8, playful: 0.6, energetic: 0.6, party: 0.5, bouncy: 0.4, happy: 0.4, anthemic: 0.3,
    },
    avoid: { funereal: 0.6, depressive: 0.5 },
    genres: ['pop', 'hip hop', 'indie rock', 'funk', 'dance'],
  },
  {
    id: 'elders',
    familySafe: true,
    cues: [
      'grandma', 'grandpa', 'granny', 'grandmother', 'grandfather', 'grandparents', 'nana', 'nan',
      'gran', 'grandad', 'granddad', 'abuela', 'abuelo', 'oma', 'opa', 'abuelos', 'mamie',
    ],
    label: 'time with your grandparents',
    never: ['sexual', 'sensual'],
    want: { warm: 0.9, melodic: 0.8, sentimental: 0.6, happy: 0.4, soft: 0.4, nostalgia: 0.4 },
    avoid: {
      ...FAMILY_FRIENDLY, aggressive: 0.8, noisy: 0.8, chaotic: 0.6, dissonant: 0.5, sensual: 0.5,
    },
    genres: ['soul', 'jazz', 'vocal jazz', 'folk', 'pop', 'bossa nova', 'country'],
    era: [1950, 1985],
  },
  {
    id: 'parents',
    familySafe: true,
    cues: [
      'mom', 'mum', 'mother', 'dad', 'father', 'parents', 'mommy', 'mummy', 'daddy', 'mama',
      'papa', 'in-laws', 'family', 'aunt', 'uncle', 'relatives', 'stepmom', 'stepdad', 'sister',
      'brother', 'siblings', 'cousins', 'cousin',
    ],
    label: 'time with family',
    never: ['sexual', 'sensual'],
    want: { warm: 0.8, melodic: 0.7, happy: 0.4, uplifting: 0.4, sentimental: 0.4 },
    avoid: { ...FAMILY_FRIENDLY, aggressive: 0.6, noisy: 0.6, sensual: 0.5 },
    genres: ['soul', 'folk', 'pop', 'pop rock', 'singer-songwriter'],
  },
  {
    id: 'colleagues',
    cues: [
      'coworkers', 'co-workers', 'coworker', 'colleagues', 'colleague', 'boss', 'team', 'clients',
      'client', 'office mates', 'workmates', 'manager', 'students', 'teacher',
    ],
    label: 'time with colleagues',
    want: { melodic: 0.7, mellow: 0.6, instrumental: 0.5, warm: 0.4, smooth: 0.4 },
    avoid: { ...FAMILY_FRIENDLY, aggressive: 0.6, noisy: 0.6, chaotic: 0.5 },
    genres: ['jazz', 'soul', 'indie pop', 'bossa nova'],
  },
  {
    id: 'pets',
    cues: ['dog', 'dogs', 'puppy', 'cat', 'cats', 'kitten', 'pet', 'pets', 'pup'],
    label: 'time with your pet',
    want: { warm: 0.7, playful: 0.5, peaceful: 0.4, happy: 0.4 },
    avoid: { noisy: 0.4, aggressive: 0.4 },
  },
  {
    id: 'crowd',
    cues: [
      'guests', 'neighbours', 'neighbors', 'strangers', 'people', 'everyone', 'group', 'crowd',
      'visitors', 'party guests',
    ],
    label: 'time with a group',
    want: { melodic: 0.6, warm: 0.5, groovy: 0.5, happy: 0.3 },
    avoid: { vulgar: 0.6, sexual: 0.5, aggressive: 0.5, noisy: 0.5 },
  },
];
