import type { MomentEntry } from './moment-entry.ts';

const HUSH = { energetic: 0.9, aggressive: 1, noisy: 1, chaotic: 0.8, manic: 0.6, heavy: 0.7 };

// prettier-ignore
/** Resting, waking and partying. */
export const REST_AND_PLAY: MomentEntry[] = [
  {
    id: 'sleep',
    cues: [
      'sleep', 'sleeping', 'bedtime', 'bed', 'falling asleep', 'fall asleep', "can't sleep",
      "won't sleep", 'wont sleep', "won't go to sleep", 'wont go to sleep', 'not sleeping',
      'cant sleep', 'insomnia', 'nap', 'napping', 'wind down before bed', 'winding down for bed', 'lights out',
      'bedtime story', 'story time', 'reading to my', 'pjs', 'pajamas', 'pyjamas',
    ],
    label: 'winding down to sleep',
    want: {
      calm: 1, peaceful: 1, soothing: 1, soft: 0.7, meditative: 0.7, ethereal: 0.5, sparse: 0.4,
    },
    avoid: { ...HUSH, anxious: 0.5, party: 0.8, rhythmic: 0.8 },
    genres: ['ambient', 'new age', 'modern classical', 'slowcore', 'dream pop', 'drone'],
  },
  {
    // Someone else asleep nearby: the listener is up, keeping the house quiet, not going to bed.
    id: 'quiet-house',
    weight: 1.3,
    cues: [
      'is napping', 'are napping', 'is asleep', 'are asleep', 'is sleeping', 'are sleeping',
      'while she naps', 'while he naps', 'while the baby sleeps', 'while the baby naps',
      'while the kids sleep', 'kids are in bed', 'kids in bed', 'baby is down', 'nap time',
      'after bedtime', 'after the kids go to bed', 'after the kids are in bed', 'kids asleep',
      'naptime',
    ],
    label: 'a quiet house',
    absorbs: ['sleep'],
    want: { soft: 1, calm: 0.8, gentle: 0.7, warm: 0.7, mellow: 0.6 },
    avoid: { ...HUSH, party: 0.8 },
    genres: ['folk', 'jazz', 'ambient', 'singer-songwriter', 'modern classical'],
  },
  {
    // A shift at work, the hospital's included: the listener is working, not visiting a patient.
    id: 'shift',
    weight: 1.5,
    cues: [
      'shift', 'night shift', 'late shift', 'early shift', 'double shift', 'my shift',
      'on shift', 'after my shift', 'after a shift', 'shift at the hospital', 'hospital shift',
      'shift at the er', 'er shift', 'shift at work', 'on call', 'nursing shift',
    ],
    label: 'a long shift',
    absorbs: ['someone-in-hospital', 'recovery', 'focus'],
    want: { warm: 0.8, mellow: 0.6, rhythmic: 0.5, uplifting: 0.5, soothing: 0.4 },
    avoid: { depressive: 0.5, funereal: 0.6 },
    genres: ['soul', 'jazz', 'downtempo', 'indie pop'],
  },
  {
    // Asked to be woken up, the listener wants a lift, however groggy they say they are.
    id: 'get-going',
    weight: 1.4,
    cues: [
      'out of bed', 'get out of bed', 'get me out of bed', 'wake me up', 'get me going',
      'get me moving', 'pick me up', 'perk me up', 'energize me', 'energise me',
      'need to wake up', 'wake up', 'waking up', 'stay awake', 'staying awake', 'keep me awake',
      'need a lift', 'need a boost', 'need energy', 'out of a funk', 'out of this funk',
      'cheer me up', 'lift my mood', 'lift my spirits',
    ],
    label: 'getting going',
    want: { uplifting: 1, energetic: 0.8, bright: 0.7, happy: 0.6, rhythmic: 0.5 },
    avoid: { lethargic: 1, meditative: 0.7, soft: 0.6, sombre: 0.6, depressive: 0.6 },
    genres: ['funk', 'soul', 'pop', 'indie pop', 'disco'],
    absorbs: ['sleep', 'sad'],
  },
  {
    // A workshop hums to steady rock, not to a chore playlist.
    id: 'workshop',
    cues: [
      'woodworking', 'woodwork', 'carpentry', 'in the workshop', 'in the garage', 'fixing the car',
      'working on my car', 'working on the car', 'fixing my bike', 'tinkering', 'building a shelf',
      'sanding', 'welding',
    ],
    label: 'the workshop',
    absorbs: ['chores'],
    want: { energetic: 0.6, rhythmic: 0.6, raw: 0.5, warm: 0.5, anthemic: 0.4 },
    avoid: { meditative: 0.5, lethargic: 0.6 },
    genres: ['classic rock', 'heartland rock', 'blues rock', 'southern rock', 'roots rock'],
  },
  {
    id: 'getting-ready',
    cues: [
      'getting ready', 'get ready', 'getting dressed', 'doing my makeup', 'doing makeup',
      'doing my hair', 'getting dolled up', 'getting glammed up',
    ],
    label: 'getting ready',
    want: { uplifting: 0.8, energetic: 0.7, happy: 0.6, bouncy: 0.5, confident: 0.4 },
    avoid: { lethargic: 0.8, sombre: 0.6, depressive: 0.6 },
    genres: ['pop', 'dance-pop', 'funk', 'disco', 'r&b'],
  },
  {
    // Once the children sleep the house is the grown-ups' own: they are no company to play to.
    id: 'kids-asleep',
    cues: [
      'kids are asleep', 'kids are finally asleep', 'kids asleep', 'kids are in bed',
      'kids in bed', 'kids went to bed', 'after the kids went to bed', 'baby is asleep',
      'baby asleep', 'put the kids to bed', 'kids are down',
    ],
    label: 'a quiet house',
    want: { mellow: 1, soft: 0.8, warm: 0.7, calm: 0.6, soothing: 0.5 },
    avoid: { aggressive: 0.8, noisy: 0.8, energetic: 0.5, party: 0.5 },
    genres: ['soul', 'jazz', 'folk', 'singer-songwriter', 'bossa nova'],
    absorbs: ['kids', 'baby', 'little-ones', 'sleep'],
  },
  {
    id: 'relax',
    cues: [
      'relax', 'relaxing', 'chill', 'chilling', 'chillin', 'unwind', 'unwinding', 'lounging', 'patient',
      'lazy', 'doing nothing', 'sofa', 'couch', 'hammock', 'bath', 'bubble bath', 'day off',
      'sunday', 'wind down', 'winding down', 'morning in bed', 'lie in', 'sunday in bed',
      'breakfast in bed', 'lazy morning',
    ],
    label: 'unwinding',
    want: { mellow: 1, calm: 0.8, warm: 0.7, soothing: 0.6, peaceful: 0.6, lush: 0.4, smooth: 0.5 },
    avoid: { ...HUSH, anxious: 0.4 },
    genres: ['downtempo', 'soul', 'jazz', 'dream pop', 'bossa nova', 'chillwave', 'ambient pop'],
  },
  {
    id: 'cozy',
    cues: [
      'cozy', 'cosy', 'hygge', 'snug', 'hot chocolate', 'hot cocoa', 'cocoa', 'mulled wine',
      'cup of tea', 'pot of tea', 'blanket', 'under a blanket', 'snuggled up', 'snuggling',
      'by the fire', 'log fire', 'wood stove',
    ],
    label: 'a cosy time',
    want: { warm: 1, soft: 0.8, mellow: 0.7, acoustic: 0.6, soothing: 0.5, sentimental: 0.3 },
    avoid: { ...HUSH, psychedelic: 0.3, cold: 0.5, summer: 0.4, tropical: 0.4 },
    genres: ['singer-songwriter', 'indie folk', 'vocal jazz', 'chamber pop', 'folk'],
  },
  {
    id: 'morning',
    cues: [
      'morning', 'morning coffee', 'breakfast', 'breakfast in bed', 'waking up', 'wake up', 'sunrise', 'shower', 'getting up',
      'early', 'pancakes', 'waffles', 'making breakfast', 'making breakfast in bed', 'french toast', 'brunch at home',
      // Before work is a time of day, not work yet.
      'before work', 'before my shift',
    ],
    label: 'the morning',
    want: {
      bright: 0.9, warm: 0.8, uplifting: 0.7, optimistic: 0.6, gentle: 0.5, acoustic: 0.4,
      peaceful: 0.3,
    },
    avoid: { dark: 0.6, ominous: 0.6, aggressive: 0.6, depressive: 0.5, noisy: 0.5 },
    genres: ['folk', 'indie pop', 'bossa nova', 'soul', 'jazz', 'singer-songwriter'],
  },
  {
    id: 'party',
    cues: [
      'party', 'partying', 'club', 'clubbing', 'prom', 'prom night', 'school dance', 'dancing', 'dance', 'rave', 'pregame', 'pregaming', 'dance it out', 'dance it off',
      'pre-drinks', 'predrinks', 'celebration', 'birthday', 'house party', 'festival', 'going out',
      'night out', 'getting ready to go out', 'getting ready for a party',
      'getting ready for the party', "new year's eve", 'new years eve', 'nye', 'countdown',
      'new year party', "new year's party", 'new years party',
    ],
    label: 'the party',
    want: {
      party: 1, energetic: 0.9, rhythmic: 0.7, bouncy: 0.7, hedonistic: 0.5, happy: 0.5,
      euphoric: 0.4, danceable: 0.6,
    },
    avoid: { sombre: 0.7, depressive: 0.8, lethargic: 0.8, meditative: 0.6, funereal: 0.8 },
    genres: ['dance', 'house', 'disco', 'dance-pop', 'electronic', 'hip hop', 'funk'],
  },
];
