import type { MomentEntry } from './moment-entry.ts';

const NOT_IN_CHURCH = ['sexual', 'vulgar', 'drugs', 'satanic', 'anti-religious', 'violence'];

// prettier-ignore
/** Holidays, worship and the family milestones: occasions that decide the record on their own. */
export const LIFE_EVENTS: MomentEntry[] = [
  {
    id: 'christmas',
    weight: 1.8,
    cues: [
      'christmas', 'xmas', 'christmas eve', 'christmas morning', 'christmas day', 'advent',
      'carols', 'carol', 'santa', 'christmas tree', 'stockings', 'putting up the tree',
      'decorating the tree', 'trim the tree', 'trimming the tree', 'december', 'holiday lights',
      'christmas market', 'gingerbread', 'eggnog', 'mistletoe', 'the nativity', 'holiday shopping',
      'christmas shopping', 'wrapping presents', 'wrapping gifts', 'gift wrapping',
      'home for the holidays', 'the holidays', 'holiday season', 'over the holidays',
    ],
    label: 'Christmas',
    want: { christmas: 1, holiday: 0.8, warm: 0.7, winter: 0.6, uplifting: 0.4, carol: 0.5 },
    avoid: { depressive: 0.7, aggressive: 0.7, satanic: 1, vulgar: 0.8 },
    genres: ['christmas music', 'holiday music', 'christmas', 'vocal jazz', 'soul'],
    asks: ['christmas music', 'christmas', 'holiday music', 'carols'],
    askDescriptors: ['christmas', 'carol'],
  },
  {
    id: 'worship',
    weight: 1.6,
    cues: [
      'church', 'before church', 'sunday church', 'sunday mass', 'going to mass', 'sunday service', 'church service',
      'worship', 'hymns', 'hymn', 'easter', 'easter sunday', 'easter morning', 'palm sunday',
      'congregation', 'chapel', 'sermon', 'bible study', 'choir',
    ],
    label: 'worship',
    want: { spiritual: 1, religious: 0.9, choral: 0.6, uplifting: 0.6, peaceful: 0.5, hymn: 0.4 },
    avoid: { vulgar: 1, sexual: 1, satanic: 1, 'anti-religious': 1, drugs: 0.8, hedonistic: 0.6 },
    genres: ['gospel', 'spirituals', 'contemporary christian', 'choral', 'hymns'],
    asks: ['gospel', 'traditional black gospel', 'spirituals', 'hymns', 'choral'],
    never: NOT_IN_CHURCH,
  },
  {
    // A family feast is warmth round a table, not a victory lap.
    id: 'family-holiday',
    weight: 1.5,
    familySafe: true,
    cues: [
      'holiday dinner',
      'holiday meal', 'family reunion', 'family gathering',
    ],
    label: 'a family feast',
    absorbs: ['celebrate'],
    want: { warm: 1, sentimental: 0.7, happy: 0.6, melodic: 0.6, festive: 0.5, nostalgia: 0.4 },
    avoid: {
      aggressive: 0.8, noisy: 0.7, hedonistic: 0.6, dark: 0.5, depressive: 0.6, sensual: 0.6,
      nocturnal: 0.4,
    },
    genres: ['soul', 'vocal jazz', 'folk', 'pop', 'motown', 'gospel'],
  },
  {
    // The fast and its evening meal ask for peace and devotion before any party.
    id: 'ramadan',
    weight: 1.6,
    familySafe: true,
    cues: ['ramadan', 'iftar', 'breaking the fast', 'breaking fast'],
    label: 'Ramadan',
    // Devotional singing is what many families play at the table.
    asks: ['qawwali', 'islamic modal music', 'arabic classical music'],
    want: { spiritual: 1, Islamic: 0.7, peaceful: 0.7, warm: 0.6, calm: 0.4, uplifting: 0.3 },
    avoid: { vulgar: 1, hedonistic: 0.8, party: 0.6, aggressive: 0.7, alcohol: 0.8 },
    genres: ['qawwali', 'sufi', 'ghazal', 'spiritual jazz', 'ambient'],
    never: NOT_IN_CHURCH,
  },
  {
    id: 'holy-days',
    weight: 1.5,
    cues: ['prayer', 'praying', 'holy day', 'gurdwara', 'temple', 'mandir', 'puja'],
    label: 'a holy day',
    want: { spiritual: 1, peaceful: 0.8, warm: 0.6, religious: 0.5, calm: 0.5 },
    avoid: { vulgar: 1, hedonistic: 0.8, party: 0.6, aggressive: 0.7 },
    genres: ['spiritual jazz', 'choral', 'ambient', 'gospel', 'modern classical'],
    never: NOT_IN_CHURCH,
  },
  {
    // The Jewish holy days: devotion without another faith's hymns.
    id: 'jewish-holy-days',
    weight: 1.5,
    cues: ['yom kippur', 'shabbat', 'sabbath', 'rosh hashanah', 'sukkot'],
    label: 'a holy day',
    want: { spiritual: 1, peaceful: 0.8, warm: 0.7, reflective: 0.5, calm: 0.5 },
    // A holiday table: nothing dissonant or chaotic, however devout.
    avoid: { vulgar: 1, hedonistic: 0.8, party: 0.6, aggressive: 0.7, chaotic: 0.8, dissonant: 0.8 },
    genres: ['jewish liturgical music', 'jewish music', 'chamber music', 'modern classical'],
    asks: ['jewish liturgical music', 'jewish music'],
    never: [...NOT_IN_CHURCH, 'christian', 'islamic', 'dissonant', 'chaotic', 'avant-garde'],
  },
  {
    // A first home is a fresh start: bright, busy records for carrying boxes.
    id: 'new-home',
    weight: 1.3,
    cues: [
      'moving house', 'moving home', 'moving day', 'moving in', 'moving into', 'moving out',
      'new apartment', 'first apartment', 'new flat', 'first flat', 'new house', 'first house',
      'new place', 'unpacking', 'packing boxes', 'house warming', 'my own place', 'moved cities',
      'new city', 'moved to a new city',
      'own apartment', 'my own flat',
    ],
    label: 'a new home',
    want: { optimistic: 1, uplifting: 0.8, energetic: 0.6, melodic: 0.5, bittersweet: 0.3 },
    avoid: { depressive: 0.8, sombre: 0.6, funereal: 0.8, aggressive: 0.5, heavy: 0.4 },
    genres: ['indie rock', 'indie pop', 'power pop', 'britpop', 'pop punk'],
  },
  {
    id: 'wedding',
    weight: 1.5,
    cues: [
      'wedding', 'wedding reception', 'first dance', 'bride', 'groom', 'newlyweds',
      'getting married', 'just married', 'wedding ceremony', 'walk down the aisle',
      'walking down the aisle', 'processional', 'bridal party', 'bridesmaids', 'vows',
    ],
    label: 'a wedding',
    want: { romantic: 0.9, love: 0.9, happy: 0.7, uplifting: 0.7, warm: 0.6, party: 0.4 },
    avoid: {
      depressive: 0.9, breakup: 1, funereal: 1, aggressive: 0.6, infidelity: 1, sexual: 0.5,
    },
    genres: ['soul', 'motown', 'pop', 'funk', 'disco', 'vocal jazz'],
    never: ['breakup', 'infidelity', 'funereal', 'suicide'],
  },
  {
    id: 'birthday',
    weight: 1.4,
    cues: [
      'birthday', 'bday', 'birthday party', 'birthday cake',
    ],
    label: 'a birthday',
    want: { happy: 1, party: 0.8, playful: 0.7, uplifting: 0.7, bouncy: 0.5, bright: 0.4 },
    avoid: { depressive: 1, funereal: 1, death: 0.7, suicide: 1 },
    genres: ['pop', 'funk', 'disco', 'dance-pop'],
    never: ['funereal', 'suicide', 'depressive'],
  },
];
