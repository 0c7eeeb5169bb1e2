import type { MomentEntry } from './moment-entry.ts';

const STEADY = { aggressive: 0.7, chaotic: 0.7, noisy: 0.6, vulgar: 0.3 };
const HUSH = { energetic: 0.9, aggressive: 1, noisy: 1, chaotic: 0.8, manic: 0.6, heavy: 0.7 };

// prettier-ignore
/** What the listener is doing: at home, at work, on the move. */
export const ACTIVITIES: MomentEntry[] = [
  {
    id: 'chores',
    cues: [
      'running errands', 'errands', 'doing errands', 'supermarket', 'post office',
      'chores', 'housework', 'cleaning', 'clean', 'cleaning the kitchen', 'clean the kitchen',
      'cleaning up', 'tidying', 'tidy', 'vacuuming', 'hoovering',
      'laundry', 'dishes', 'washing up', 'mopping', 'dusting', 'ironing', 'decluttering',
      'scrubbing', 'deep cleaning', 'deep clean', 'spring cleaning', 'painting the house',
      'painting my apartment', 'painting the walls', 'painting my room', 'painting the fence',
      'decorating', 'diy', 'renovating', 'garage', 'yard work', 'yardwork', 'mowing', 'moving day',
      'packing boxes', 'unpacking', 'washing the car', 'cleaning the car', 'vacuuming the car',
      'car wash', 'pizza run', 'beer run', 'coffee run', 'school run', 'grocery run', 'food run',
      'errands', 'dishes after dinner', 'clearing the table', 'cleaning up after dinner',
    ],
    label: 'chores',
    want: {
      upbeat: 1, groovy: 0.8, playful: 0.7, happy: 0.6, bouncy: 0.6, rhythmic: 0.5, energetic: 0.5,
    },
    avoid: { depressive: 0.7, sombre: 0.6, funereal: 0.8, lethargic: 0.5 },
    genres: ['funk', 'disco', 'soul', 'pop', 'dance'],
  },
  {
    id: 'cooking',
    cues: [
      'cooking', 'cook', 'baking', 'bake', 'recipe', 'grilling', 'cooking dinner',
      'making dinner', 'making lunch', 'chopping', 'chopping vegetables', 'meal prep', 'decorating cookies', 'baking cookies', 'cookies',
      'baking bread',
    ],
    label: 'cooking',
    want: { warm: 1, groovy: 0.7, mellow: 0.7, smooth: 0.6, playful: 0.4, romantic: 0.2 },
    avoid: { ...STEADY, depressive: 0.5 },
    genres: ['soul', 'jazz', 'bossa nova', 'funk', 'mpb'],
  },
  {
    // Eating is not cooking: "Sunday brunch" is a table, not a stove.
    id: 'meal',
    cues: ['dinner', 'supper', 'lunch', 'brunch', 'meal', 'dining', 'eating'],
    label: 'the meal',
    want: { warm: 1, mellow: 0.8, smooth: 0.7, sophisticated: 0.5, groovy: 0.4, playful: 0.3 },
    avoid: { ...STEADY, depressive: 0.5 },
    genres: ['jazz', 'bossa nova', 'soul', 'mpb', 'sophisti-pop'],
  },
  {
    id: 'hosting',
    cues: [
      'dinner party', 'hosting', 'guests', 'entertaining', 'wine night', 'cocktails', 'drinks',
      'cocktail party', 'drinks party', 'soirée dansante',
    ],
    label: 'having people over',
    want: { smooth: 1, warm: 0.8, groovy: 0.7, sophisticated: 0.6, mellow: 0.5 },
    avoid: STEADY,
    genres: ['jazz', 'soul', 'bossa nova', 'neo-soul'],
  },
  {
    id: 'focus',
    cues: [
      'work', 'working', 'office', 'emails', 'email', 'spreadsheet', 'coding', 'programming',
      'code', 'focus', 'focusing', 'concentrate', 'concentrating', 'deadline', 'writing', 'admin',
      'taxes', 'productive', 'deep work', 'proposal', 'grant proposal', 'report', 'hospice nurse',
      'hospice worker', 'work at a hospice',
    ],
    label: 'focused work',
    want: {
      instrumental: 1, hypnotic: 0.7, repetitive: 0.6, minimalistic: 0.7, atmospheric: 0.6,
      calm: 0.5, meditative: 0.4,
    },
    avoid: { ...STEADY, 'male vocals': 0.2, 'female vocals': 0.2, sexual: 0.4 },
    genres: [
      'ambient', 'modern classical', 'post-rock', 'minimalism', 'idm', 'instrumental hip hop',
      'jazz', 'electronic',
    ],
  },
  {
    id: 'study',
    cues: [
      'study', 'studying', 'homework', 'revision', 'revising', 'exam', 'exams', 'finals',
      'library', 'essay', 'thesis', 'lecture', 'assignment', 'cramming', 'bar exam', 'mcat', 'lsat',
      'study group', 'studying together', 'driving test',
    ],
    label: 'studying',
    // Friends at the library are quiet company: the studying decides.
    absorbs: ['friends', 'colleagues'],
    want: {
      instrumental: 1, calm: 0.7, minimalistic: 0.7, meditative: 0.5, atmospheric: 0.6,
      hypnotic: 0.5, peaceful: 0.4,
    },
    avoid: { ...STEADY, 'male vocals': 0.2, 'female vocals': 0.2 },
    genres: [
      'ambient', 'modern classical', 'minimalism', 'post-rock', 'instrumental hip hop',
      'classical',
    ],
  },
  {
    id: 'reading',
    cues: [
      'reading', 'read', 'book', 'novel', 'poetry', 'journaling', 'journal', 'book club',
      'book group', 'reading group',
    ],
    label: 'reading',
    want: { calm: 1, soft: 0.7, peaceful: 0.7, introspective: 0.6, instrumental: 0.6, poetic: 0.4 },
    avoid: { ...HUSH, party: 0.6 },
    genres: ['modern classical', 'chamber music', 'ambient', 'jazz', 'chamber folk'],
  },
  {
    // A letter names who it is for, not who is listening.
    id: 'letter',
    cues: [
      'writing a letter', 'write a letter', 'letter to', 'writing to', 'love letter',
      'writing a card', 'thank you notes', 'thank you note', 'thank-you note', 'postcards',
    ],
    label: 'writing a letter',
    want: { sentimental: 1, introspective: 0.7, warm: 0.6, soft: 0.5, nostalgia: 0.4 },
    avoid: { aggressive: 0.8, noisy: 0.7, party: 0.6 },
    genres: ['singer-songwriter', 'chamber folk', 'folk', 'vocal jazz'],
    absorbs: ['friends', 'parents', 'partner', 'elders', 'kids', 'colleagues'],
  },
  {
    id: 'workout',
    cues: [
      'gym', 'workout', 'working out', 'work out', 'spin class', 'aerobics', 'workin out', 'work-out', 'lifting', 'weights', 'training', 'crossfit', 'exercise',
      'exercising', 'cardio', 'spinning', 'sprint', 'hiit', 'cycling',
      'boxing', 'warm up', 'warming up',
      'climbing', 'rock climbing', 'bouldering', 'swimming laps',
    ],
    label: 'a workout',
    // A workout wants drive and a beat; heavy and aggressive records come with anger or an ask.
    want: {
      energetic: 1, rhythmic: 0.8, anthemic: 0.6, intense: 0.5, triumphant: 0.5, aggressive: 0.4,
      heavy: 0.2,
    },
    avoid: { calm: 0.7, lethargic: 0.9, meditative: 0.6, soft: 0.6, sombre: 0.5, peaceful: 0.6 },
    genres: [
      'hip hop', 'electronic', 'dance', 'trap', 'drum and bass', 'metal', 'punk', 'hard rock',
    ],
  },
  {
    // A run wants a steady pulse to fall into step with, not bombast.
    id: 'run',
    weight: 1.3,
    cues: [
      'running', 'run', 'jogging', 'jog', 'morning run', 'long run', 'marathon', 'race',
      'pre-race', 'running race', 'trail run', 'trail running', 'hill run', 'hill sprints',
      'run up the hill',
    ],
    label: 'a run',
    // A run by the river or up a trail is the run's: the scenery does not set its pace.
    absorbs: ['outdoors'],
    want: { rhythmic: 1, energetic: 0.8, hypnotic: 0.5, uplifting: 0.5, repetitive: 0.4 },
    avoid: { lethargic: 0.9, meditative: 0.6, soft: 0.6, sombre: 0.5, epic: 0.4, heavy: 0.3 },
    genres: ['house', 'dance-punk', 'synthpop', 'electronic', 'indie dance', 'krautrock'],
  },
  {
    // A drive after dark is the night's more than the road's: lights passing, not a singalong.
    id: 'night-drive',
    cues: [
      'night drive', 'late night drive', 'late-night drive', 'midnight drive', 'driving at night',
      'drive at night', 'night driving', 'driving home late', 'driving through the night',
      'drive home at night', 'driving home at night',
    ],
    label: 'a night drive',
    want: {
      nocturnal: 1, urban: 0.6, atmospheric: 0.5, melodic: 0.5, rhythmic: 0.4, melancholic: 0.3,
      energetic: 0.4, lonely: 0.2,
    },
    // Awake at the wheel: the night's calm, never its lullaby.
    avoid: { lethargic: 0.6, funereal: 0.6, party: 0.3, soothing: 0.6, soft: 0.5 },
    genres: ['synthwave', 'synthpop', 'dream pop', 'trip hop', 'new wave', 'downtempo'],
    absorbs: ['driving', 'night'],
  },
  {
    id: 'driving',
    cues: [
      'driving', 'drive', 'road trip', 'roadtrip', 'highway', 'freeway', 'motorway', 'car',
      'cruising', 'long drive', 'road', 'traffic jam', 'stuck in traffic', 'traffic',
    ],
    label: 'the drive',
    want: {
      anthemic: 0.8, energetic: 0.7, uplifting: 0.6, melodic: 0.6, rhythmic: 0.5, epic: 0.3,
      summer: 0.3,
    },
    avoid: { lethargic: 0.6, funereal: 0.6 },
    genres: [
      'rock', 'heartland rock', 'krautrock', 'synthpop', 'classic rock', 'pop rock',
      'country rock',
    ],
  },
  {
    id: 'commute',
    cues: [
      'commute', 'commuting', 'train', 'bus', 'subway', 'metro', 'tram', 'underground', 'tube',
      'on the way', 'to work', 'way to work', 'cycling to work', 'biking to work', 'walk to work',
      'walking to work', 'drive to work', 'driving to work', 'ride to work', 'way home from work',
    ],
    label: 'the commute',
    want: { urban: 0.8, rhythmic: 0.6, melodic: 0.5, introspective: 0.4, hypnotic: 0.3 },
    genres: ['hip hop', 'indie rock', 'electronic', 'trip hop'],
  },
];
