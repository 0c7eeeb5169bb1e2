import type { MomentEntry } from './moment-entry.ts';

const AT_THE_TABLE = {
  aggressive: 0.8,
  noisy: 0.7,
  hedonistic: 0.6,
  dark: 0.5,
  depressive: 0.6,
  sensual: 0.6,
  nocturnal: 0.4,
};

/**
 * A holiday with music of its own: named, it asks for that music, as Christmas asks for carols;
 * the rest of the moment (the family, the hour) picks among those records.
 */
const holiday = (
  id: string,
  cues: string[],
  label: string,
  asks: string[],
  want: Record<string, number>,
  more: Partial<MomentEntry> = {},
): MomentEntry => ({
  id,
  weight: 1.6,
  familySafe: true,
  cues,
  label,
  want,
  avoid: AT_THE_TABLE,
  genres: asks,
  asks,
  absorbs: ['celebrate', 'family-holiday'],
  ...more,
});

// prettier-ignore
/** Holidays of the listener's own tradition, beyond Christmas: each with the music it calls for. */
export const HOLIDAYS: MomentEntry[] = [
  holiday('diwali', ['diwali', 'diyas', 'diya', 'lighting the lamps'],
    'Diwali', ['hindustani classical music', 'indian pop', 'carnatic classical music'],
    { festive: 1, warm: 0.8, spiritual: 0.6, uplifting: 0.6, melodic: 0.5 },
    // South Asian devotional singing of another faith is no Diwali record.
    { never: ['islamic', 'christian'] }),
  holiday('eid', ['eid', 'eid al-fitr', 'eid al-adha', 'eid mubarak', 'eid morning', 'eid prayers'],
    'Eid', ['arabic pop', 'qawwali', 'islamic modal music', 'arabic classical music'],
    { festive: 1, warm: 0.9, spiritual: 0.7, uplifting: 0.7, happy: 0.5 },
    { absorbs: ['celebrate', 'family-holiday', 'holy-days', 'meditation', 'ramadan'],
      never: ['christian'] }),
  // An American harvest table: the warm roots records of the country it is held in.
  holiday('thanksgiving', ['thanksgiving', 'thanksgiving dinner', 'turkey day'],
    'Thanksgiving', ['americana', 'roots rock', 'folk rock', 'country rock'],
    { warm: 1, sentimental: 0.7, happy: 0.6, melodic: 0.6, nostalgia: 0.4 }),
  holiday('lunar-new-year',
    ['lunar new year', 'chinese new year', 'spring festival', 'new year dumplings'],
    'the Lunar New Year', ['mandopop', 'chinese folk music', 'cantopop'],
    { festive: 1, happy: 1, uplifting: 0.8, bright: 0.6, warm: 0.5 }),
  holiday('day-of-the-dead',
    ['day of the dead', 'dia de los muertos', 'día de los muertos', 'dia de muertos',
      'día de muertos', 'the altar'],
    'the Day of the Dead', ['mexican music', 'ranchera', 'mariachi'],
    { bittersweet: 1, warm: 0.8, nostalgic: 0.7, spiritual: 0.5, melodic: 0.5 },
    // The altar is for those who have died: the names on it are not the company.
    { absorbs: ['elders', 'parents', 'grief', 'celebrate'], familySafe: true }),
  holiday('good-friday', ['good friday', 'holy week', 'maundy thursday', 'lent', 'ash wednesday'],
    'Holy Week', ['christian liturgical music', 'choral', 'mass'],
    { sombre: 0.8, spiritual: 1, religious: 0.8, choral: 0.7, peaceful: 0.5 },
    { absorbs: ['worship'], never: ['sexual', 'vulgar', 'drugs', 'satanic', 'anti-religious', 'party'] }),
  // The Jewish festivals at home: their own music, festive rather than avant-garde.
  holiday('jewish-festivals',
    ['hanukkah', 'chanukah', 'menorah', 'latkes', 'passover', 'seder', 'charoset', 'purim',
      'matzah', 'matzo'],
    'a Jewish holiday', ['klezmer', 'jewish music', 'jewish liturgical music'],
    { festive: 1, warm: 0.9, happy: 0.6, spiritual: 0.5, melodic: 0.5 },
    // Festive at home with the children: no lament.
    { never: ['christian', 'islamic', 'dissonant', 'chaotic', 'avant-garde', 'sexual', 'vulgar',
      'sombre', 'funereal', 'mournful', 'lament', 'suspenseful'] }),
  // Freedom days of Black America: its soul, funk and gospel.
  holiday('juneteenth', ['juneteenth', 'emancipation day'],
    'Juneteenth', ['soul', 'funk', 'gospel', 'r&b'],
    { uplifting: 1, warm: 0.8, happy: 0.7, conscious: 0.6, rhythmic: 0.6 }),
  holiday('kwanzaa', ['kwanzaa'], 'Kwanzaa', ['soul', 'funk', 'gospel', 'afrobeat'],
    { uplifting: 1, warm: 0.9, happy: 0.7, conscious: 0.6, spiritual: 0.4 }),
  // Festivals of colour, harvest and siblings: joy first, whatever records the catalog holds.
  {
    id: 'holi', weight: 1.6, familySafe: true,
    cues: ['holi', 'holi party', 'festival of colours', 'festival of colors', 'colour festival'],
    label: 'Holi', absorbs: ['celebrate', 'party'],
    want: { festive: 1, happy: 1, party: 0.8, energetic: 0.8, euphoric: 0.6, playful: 0.6 },
    avoid: { dark: 0.8, depressive: 0.8, sombre: 0.7, lethargic: 0.6 },
    genres: ['indian pop', 'dance-pop', 'afrobeats', 'disco'],
    // The catalog has little bhangra or filmi: a dance party of colours, never a hymn.
    asks: ['bhangra', 'filmi', 'dance-pop', 'disco'],
  },
  {
    id: 'vaisakhi', weight: 1.6, familySafe: true,
    cues: ['harvest festival', 'pongal'],
    label: 'a harvest festival', absorbs: ['celebrate', 'family-holiday'],
    want: { festive: 1, happy: 0.9, rhythmic: 0.7, uplifting: 0.7, warm: 0.6 },
    avoid: AT_THE_TABLE,
    genres: ['indian pop', 'south asian music', 'folk', 'dance-pop'],
  },
  {
    // The harvest moon with family (Mid-Autumn, Chuseok, Tsukimi): mooncakes and quiet, no party.
    id: 'moon-festival', weight: 1.6, familySafe: true,
    cues: ['mid autumn', 'moon festival', 'harvest moon', 'moon viewing', 'lanterns'],
    label: 'a harvest moon festival', absorbs: ['celebrate', 'family-holiday', 'party', 'autumn'],
    want: { warm: 1, peaceful: 0.8, nostalgic: 0.7, gentle: 0.6, melodic: 0.6, romantic: 0.3 },
    avoid: { ...AT_THE_TABLE, party: 0.8 },
    genres: ['mandopop', 'chinese folk music', 'korean folk music', 'folk', 'chamber folk'],
  },
  {
    // Persian New Year: spring, a fresh start, the family round the haft-sin.
    id: 'nowruz', weight: 1.6, familySafe: true,
    cues: ['persian new year', 'iranian new year'],
    label: 'Nowruz', absorbs: ['celebrate', 'family-holiday', 'new-year'],
    want: { hopeful: 1, warm: 0.9, festive: 0.7, uplifting: 0.7, melodic: 0.6 },
    avoid: AT_THE_TABLE,
    genres: ['persian classical music', 'persian music', 'folk', 'world fusion'],
  },
  {
    id: 'rakhi', weight: 1.6, familySafe: true,
    cues: ['raksha bandhan', 'bhai dooj'],
    label: 'Raksha Bandhan', absorbs: ['celebrate', 'family-holiday', 'parents'],
    want: { warm: 1, happy: 0.8, sentimental: 0.6, playful: 0.5, melodic: 0.5 },
    avoid: AT_THE_TABLE,
    genres: ['indian pop', 'pop', 'soul'],
  },
  {
    id: 'pride', weight: 1.6,
    cues: ['pride parade', 'pride march', 'pride month', 'pride picnic', 'pride party',
      'pride festival'],
    label: 'Pride', absorbs: ['celebrate', 'party'],
    want: { lgbtq: 1, euphoric: 0.8, party: 0.7, uplifting: 0.8, anthemic: 0.6, happy: 0.6 },
    avoid: { depressive: 0.8, sombre: 0.6, hateful: 1 },
    genres: ['dance-pop', 'disco', 'synthpop', 'house', 'electropop'],
    never: ['hateful'],
  },
];
