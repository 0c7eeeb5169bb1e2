import type { MomentEntry } from './moment-entry.ts';

// prettier-ignore
/** Turning points of a working and family life: they decide the record before any mood does. */
export const LIFE_CHANGES: MomentEntry[] = [
  {
    // A career closing: warm, proud and looking back, a record from the years it spanned.
    id: 'retirement',
    weight: 1.5,
    cues: [
      'retirement', 'retiring', 'retire', 'retired', 'last day at work', 'last day of work',
      'last day at the office', 'retirement party', 'retirement dinner',
    ],
    label: 'a retirement',
    absorbs: ['focus', 'chores', 'colleagues', 'celebrate', 'commute'],
    want: { warm: 1, nostalgic: 0.8, uplifting: 0.8, happy: 0.6, sentimental: 0.5, melodic: 0.5 },
    avoid: { aggressive: 0.8, noisy: 0.7, hedonistic: 0.6, sexual: 0.8, depressive: 0.6 },
    genres: ['soul', 'singer-songwriter', 'soft rock', 'vocal jazz', 'folk rock'],
    era: [1960, 1990],
  },
  {
    // Angry at a lost job, a listener wants spine and a way forward, not a wake.
    id: 'job-loss',
    weight: 1.4,
    cues: [
      'laid off', 'got laid off', 'lost my job', 'got fired', 'been fired', 'fired today',
      'made redundant', 'redundancy', 'job loss', 'lost the job', 'unemployed', 'let go',
      'being let go', 'got let go',
    ],
    label: 'a job lost',
    absorbs: ['focus', 'colleagues', 'grief', 'commute'],
    want: { rebellious: 0.8, anthemic: 0.7, warm: 0.7, bittersweet: 0.6, uplifting: 0.5 },
    avoid: {
      depressive: 0.8, funereal: 0.8, lethargic: 0.6, sombre: 0.5, hedonistic: 0.7, party: 0.6,
    },
    genres: ['alternative rock', 'punk', 'hip hop', 'soul', 'rock'],
    never: ['suicide'],
  },
  {
    // A baby come home: tender and hushed, never a hospital stay.
    id: 'new-baby',
    weight: 1.5,
    familySafe: true,
    cues: [
      'newborn', 'new baby', 'our baby', 'bringing the baby home', 'bringing baby home',
      'just had a baby', 'baby was born', 'baby is born', 'maternity leave', 'paternity leave',
      'our first baby', 'first week with the baby', 'home from the hospital with', 'first night home',
    ],
    label: 'a new baby',
    // "bringing our baby home from the hospital": nobody is ill.
    absorbs: ['recovery', 'baby', 'kids', 'someone-in-hospital'],
    want: { tender: 1, warm: 0.8, gentle: 0.8, soothing: 0.6, peaceful: 0.6, hopeful: 0.4 },
    avoid: { aggressive: 1, noisy: 1, sexual: 1, depressive: 0.7, dark: 0.6 },
    genres: ['folk', 'singer-songwriter', 'chamber folk', 'ambient', 'soul'],
  },
  {
    // News of a baby on the way is joy first.
    id: 'baby-news',
    weight: 1.4,
    cues: [
      'pregnant', 'pregnancy', 'expecting a baby', 'baby on the way', 'positive pregnancy test',
      "we're expecting", 'were expecting', 'first steps', 'first words', 'first tooth',
    ],
    label: 'happy news',
    absorbs: ['baby', 'kids', 'recovery'],
    want: { happy: 1, uplifting: 0.9, warm: 0.8, love: 0.6, optimistic: 0.6, melodic: 0.5 },
    avoid: { depressive: 1, aggressive: 0.8, dark: 0.6, sombre: 0.6 },
    genres: ['soul', 'motown', 'pop soul', 'pop', 'singer-songwriter'],
    never: ['suicide', 'death', 'depressive'],
  },
  {
    id: 'baby-shower',
    weight: 1.4,
    familySafe: true,
    cues: ['baby shower', 'gender reveal', 'sip and see'],
    label: 'a baby shower',
    absorbs: ['baby', 'morning'],
    want: { sweet: 1, happy: 0.8, warm: 0.8, playful: 0.6, bright: 0.6, melodic: 0.5 },
    avoid: { aggressive: 1, noisy: 0.8, sexual: 1, depressive: 0.8, dark: 0.7 },
    genres: ['soul', 'pop', 'motown', 'sunshine pop', 'bossa nova'],
    never: ['sexual', 'vulgar', 'drugs', 'suicide', 'death'],
  },
  {
    // A last night before someone leaves is about them, not the journey.
    id: 'farewell',
    weight: 1.4,
    cues: [
      'farewell', 'going away party', 'going-away party', 'send off', 'send-off', 'leaving do',
      'last night together', 'leaving for a year', 'moving away', 'before she leaves',
      'before he leaves', 'before they leave', 'last night before', 'saying goodbye',
      'moving abroad', 'last night at home', 'leaving home', 'moved across the country', 'moved away',
      'moving across the country', 'moved abroad',
    ],
    label: 'a farewell',
    // A friend moving far away is who the farewell is for, not company to play to.
    absorbs: ['travel', 'party', 'friends'],
    want: { bittersweet: 1, warm: 0.8, nostalgic: 0.7, sentimental: 0.6, anthemic: 0.4 },
    avoid: { aggressive: 0.7, hedonistic: 0.5, depressive: 0.5 },
    genres: ['indie rock', 'soul', 'folk rock', 'indie folk', 'singer-songwriter'],
  },
  {
    // Someone dear is dying, not yet gone: the same hush as grief, in words for the living.
    id: 'bedside',
    weight: 1.8,
    cues: [
      'my dying', 'is dying', 'deathbed', 'hospice', 'palliative', 'end of life', 'last days',
    ],
    label: 'sitting with someone dear',
    absorbs: [
      'elders', 'parents', 'partner', 'friends', 'recovery', 'outdoors', 'sleep', 'birthday',
      'party', 'celebrate',
    ],
    want: { peaceful: 1, tender: 0.8, sombre: 0.6, spiritual: 0.6, warm: 0.6, melancholic: 0.4 },
    avoid: { party: 0.9, hedonistic: 0.8, playful: 0.6, aggressive: 0.8, violence: 0.8, death: 0.6 },
    genres: ['modern classical', 'ambient', 'folk', 'gospel', 'chamber music'],
    never: ['party', 'hedonistic', 'humorous', 'sexual', 'violence', 'murder', 'suicide'],
  },
  {
    // Someone dear in intensive care, after an overdose or a stroke: the listener is the visitor,
    // worried, not the one getting better.
    id: 'someone-in-hospital',
    weight: 1.6,
    cues: [
      'icu', 'the icu', 'intensive care', 'nicu', 'overdosed', 'overdose', 'had a stroke',
      'heart attack', 'car accident', 'in an accident', 'visiting hours', 'hospital visit',
      'visiting him in hospital', 'visiting her in hospital', 'from the hospital',
      'to the hospital', 'at the hospital', 'in the hospital', 'the er', 'emergency room',
      'outside the hospital', 'hospital parking', 'hospital car park',
    ],
    label: 'someone dear in hospital',
    absorbs: [
      'recovery', 'driving', 'night-drive', 'commute', 'parents', 'elders', 'partner', 'kids',
      'friends', 'celebrate', 'party',
    ],
    want: { warm: 1, tender: 0.8, soothing: 0.8, peaceful: 0.6, gentle: 0.6, hopeful: 0.3 },
    avoid: { party: 1, playful: 0.7, humorous: 0.8, triumphant: 0.6, aggressive: 0.8, noisy: 0.6 },
    genres: ['singer-songwriter', 'folk', 'soul', 'modern classical', 'ambient'],
    never: ['party', 'hedonistic', 'humorous', 'suicide', 'death', 'drugs'],
  },
  {
    // Looking after a parent who needs it: tender, and their own era's songs where they fit.
    id: 'caring',
    weight: 1.4,
    cues: [
      'caring for', 'looking after', 'care home', 'nursing home', 'caregiver', 'caregiving', 'his stroke',
      'her stroke', 'after his stroke', 'after her stroke', 'feeding my', 'assisted living',
    ],
    label: 'caring for someone dear',
    absorbs: ['recovery', 'driving', 'commute', 'cooking', 'hard-news'],
    want: { warm: 1, tender: 0.8, gentle: 0.7, sentimental: 0.5, peaceful: 0.5, melodic: 0.5 },
    avoid: { aggressive: 0.8, noisy: 0.7, breakup: 0.6, party: 0.6, hedonistic: 0.6 },
    genres: ['soul', 'singer-songwriter', 'folk', 'standards', 'vocal jazz'],
    never: ['sexual', 'drugs', 'suicide'],
  },
  {
    // Waiting on someone else's surgery or on results: calm for the listener, no sickbed talk.
    id: 'waiting',
    weight: 1.4,
    cues: [
      'waiting room', 'waiting for results', 'waiting for the results', 'biopsy', 'test results',
      'waiting for news', 'waiting for the call', 'during surgery', 'in surgery',
    ],
    label: 'a long wait',
    absorbs: ['recovery', 'partner', 'parents', 'elders', 'kids', 'commute'],
    want: { soothing: 1, calm: 0.9, peaceful: 0.8, warm: 0.6, gentle: 0.5 },
    avoid: { aggressive: 1, noisy: 0.9, anxious: 0.7, ominous: 0.7, death: 0.8, depressive: 0.6 },
    genres: ['ambient', 'modern classical', 'folk', 'new age'],
    never: ['suicide', 'death', 'funereal'],
  },
  {
    // The all-clear: tears of relief want warmth and light, not a victory lap.
    id: 'relief',
    weight: 1.5,
    cues: [
      'all clear', 'the all clear', 'cancer free', 'in remission', 'remission', 'clean scan',
      'good news from the doctor', 'test came back negative', 'benign', 'came back benign',
      'results were good', 'results came back fine',
    ],
    label: 'good news at last',
    absorbs: ['recovery', 'driving', 'celebrate', 'sad', 'waiting'],
    want: { uplifting: 1, warm: 0.9, hopeful: 0.7, sentimental: 0.6, melodic: 0.6, happy: 0.5 },
    avoid: { aggressive: 1, heavy: 0.9, noisy: 0.8, dark: 0.6, depressive: 0.8 },
    genres: ['soul', 'singer-songwriter', 'heartland rock', 'pop rock', 'gospel'],
    never: ['suicide', 'death', 'aggressive', 'heavy'],
  },
  {
    // Back from a deployment or a long time away: joy and love with the family.
    id: 'homecoming',
    weight: 1.5,
    cues: [
      'deployed', 'deployment', 'homecoming', 'welcome home', 'home after a year',
      'back from deployment', 'home from deployment', 'reunited',
    ],
    label: 'a homecoming',
    absorbs: ['travel', 'driving', 'lonely'],
    want: { happy: 1, warm: 1, love: 0.7, uplifting: 0.8, melodic: 0.5 },
    avoid: { lonely: 1, depressive: 0.8, aggressive: 0.7, dark: 0.6 },
    genres: ['soul', 'motown', 'pop soul', 'funk', 'pop'],
  },
  {
    // A diagnosis in the family: someone to hold, not company to play to.
    id: 'hard-news',
    weight: 1.6,
    cues: [
      'diagnosed', 'diagnosis', 'parkinsons', "parkinson's", 'dementia', 'alzheimers',
      "alzheimer's", 'cancer', 'bad news', 'terrible news', 'hard news', 'tumor', 'tumour',
    ],
    label: 'hard news',
    absorbs: ['parents', 'elders', 'partner', 'kids', 'friends', 'recovery', 'driving'],
    want: { warm: 1, soothing: 0.8, peaceful: 0.7, melancholic: 0.4, gentle: 0.6 },
    avoid: { party: 1, hedonistic: 0.9, aggressive: 0.9, playful: 0.6, humorous: 0.7 },
    genres: ['singer-songwriter', 'folk', 'modern classical', 'ambient', 'soul'],
    never: ['party', 'hedonistic', 'humorous', 'suicide', 'disturbing'],
  },
  {
    // A failed test or a rejection: a lift for the listener, not a study session.
    id: 'setback',
    weight: 1.4,
    cues: [
      'failed my', 'failed the', 'failed again', "didn't get the job", 'didnt get the job',
      'got rejected', 'rejection', 'rejected', 'did not get in', "didn't get in",
    ],
    label: 'a setback',
    absorbs: ['study', 'focus', 'driving', 'celebrate'],
    want: { warm: 0.9, uplifting: 0.8, bittersweet: 0.6, hopeful: 0.6, melodic: 0.5 },
    avoid: { depressive: 0.8, aggressive: 0.5, funereal: 0.8 },
    genres: ['indie rock', 'soul', 'singer-songwriter', 'pop rock'],
    never: ['suicide'],
  },
  {
    // A nation's remembrance: solemn and dignified, never a party.
    id: 'remembrance',
    weight: 1.6,
    cues: [
      'anzac day', 'anzac', 'dawn service', 'remembrance day', 'remembrance sunday',
      'memorial day', 'veterans day', 'armistice day', 'lest we forget',
    ],
    label: 'a day of remembrance',
    absorbs: ['driving', 'morning', 'celebrate'],
    want: { sombre: 1, solemn: 0.8, orchestral: 0.6, spiritual: 0.5, melancholic: 0.5 },
    avoid: { party: 1, hedonistic: 1, playful: 0.8, energetic: 0.6 },
    genres: ['modern classical', 'choral', 'orchestral', 'folk', 'post-rock'],
    never: ['party', 'hedonistic', 'humorous'],
  },
  {
    // A child gone from home: their absence, not their company.
    id: 'empty-nest',
    weight: 1.5,
    cues: [
      'empty nest', 'moved out for college', 'moved out for uni', 'left for college', 'off to college', 'off to uni',
      'left for uni', 'left home', 'kids are gone', 'house is quiet',
    ],
    label: 'an empty nest',
    absorbs: ['kids', 'parents', 'new-home', 'solo'],
    want: { bittersweet: 1, nostalgic: 0.8, warm: 0.8, sentimental: 0.6, melancholic: 0.4 },
    avoid: { party: 0.8, playful: 0.6, humorous: 0.6, aggressive: 0.7 },
    genres: ['singer-songwriter', 'folk rock', 'soft rock', 'folk'],
  },
  {
    id: 'heat',
    cues: [
      'heat wave', 'heatwave', 'too hot', 'so hot', 'scorching', 'sweltering', 'hot day',
      'hot afternoon', 'hot night', 'humid', 'muggy', 'boiling hot',
    ],
    label: 'the heat',
    absorbs: ['sunshine'],
    want: { summer: 1, lazy: 0.7, tropical: 0.7, mellow: 0.6, breezy: 0.5, hypnotic: 0.3 },
    avoid: { winter: 1, christmas: 1, cold: 0.6, heavy: 0.6, dense: 0.5 },
    genres: ['bossa nova', 'dub', 'reggae', 'downtempo', 'tropicália'],
    never: ['christmas', 'winter'],
  },
];
