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
      'christmas market', 'gingerbread', 'eggnog', 'mistletoe', 'the nativity',
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
      'church', 'sunday church', 'sunday mass', 'going to mass', 'sunday service', 'church service',
      'worship', 'hymns', 'hymn',
      'congregation', 'chapel', 'sermon', 'bible study', 'choir',
    ],
    label: 'worship',
    want: { spiritual: 1, religious: 0.9, choral: 0.6, uplifting: 0.6, peaceful: 0.5, hymn: 0.4 },
    avoid: { vulgar: 1, sexual: 1, satanic: 1, 'anti-religious': 1, drugs: 0.8, hedonistic: 0.6 },
    genres: ['gospel', 'spirituals', 'contemporary christian', 'choral', 'hymns'],
    never: NOT_IN_CHURCH,
  },
  {
    id: 'wedding',
    weight: 1.5,
    cues: [
      'wedding', 'wedding reception', 'first dance', 'bride', 'groom', 'newlyweds',
      'getting married', 'just married',
    ],
    label: 'a wedding',
    want: { romantic: 0.9, love: 0.9, happy: 0.7, uplifting: 0.7, warm: 0.6, party: 0.4 },
    avoid: { depressive: 0.9, breakup: 1, funereal: 1, aggressive: 0.6, infidelity: 1 },
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
