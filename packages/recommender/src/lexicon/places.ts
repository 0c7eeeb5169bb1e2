import type { MomentEntry } from './moment-entry.ts';

const place = (id: string, cues: string[], label: string, genres: string[]): MomentEntry => ({
  id,
  cues,
  label,
  want: { warm: 0.3 },
  genres,
  // Named, a place asks for its own music, as an occasion does; the rest of the moment picks
  // among those records.
  asks: genres,
});

// prettier-ignore
/** Places whose music a listener thinking of them would like to hear: a café in Paris, Tokyo. */
export const PLACES: MomentEntry[] = [
  place('france',
    ['paris', 'france', 'provence', 'parisian', 'french riviera', 'bastille day', '14 juillet'],
    'a taste of France',
    ['chanson', 'french pop', 'yé-yé', 'jazz manouche']),
  place('japan', ['japan', 'tokyo', 'kyoto', 'osaka'], 'a taste of Japan',
    ['city pop', 'j-pop', 'kayōkyoku', 'japanese folk music']),
  place('brazil', ['brazil', 'rio de janeiro', 'bahia', 'copacabana', 'ipanema', 'churrasco'],
    'a taste of Brazil',
    ['mpb', 'bossa nova', 'samba', 'tropicália']),
  place('italy', ['italy', 'rome', 'venice', 'tuscany', 'amalfi', 'sicily', 'naples'],
    'a taste of Italy', ["canzone d'autore", 'canzone napoletana', 'italo-disco']),
  place('cuba', ['cuba', 'havana'], 'a taste of Cuba',
    ['son cubano', 'afro-cuban jazz', 'salsa', 'bolero']),
  place('mexico', ['mexico', 'mexico city', 'oaxaca', 'tijuana'], 'a taste of Mexico',
    ['mexican music', 'bolero', 'ranchera', 'mariachi', 'cumbia']),
  place('new-orleans', ['new orleans', 'mardi gras', 'french quarter'], 'New Orleans',
    ['new orleans r&b', 'zydeco', 'dixieland', 'jazz', 'funk']),
  place('nashville', ['nashville', 'texas', 'tennessee', 'honky tonk', 'honky-tonk'],
    'a country road', ['country', 'outlaw country', 'americana']),
  place('ireland',
    ['ireland', 'dublin', "st patrick's day", 'st patricks day', 'paddys day', 'galway'],
    'a taste of Ireland', ['irish folk music', 'celtic punk', 'folk']),
  place('spain', ['spain', 'madrid', 'barcelona', 'seville', 'andalusia'], 'a taste of Spain',
    ['flamenco', 'rumba flamenca', 'latin pop']),
  place('jamaica', ['jamaica', 'jamaican'], 'a taste of Jamaica',
    ['roots reggae', 'reggae', 'rocksteady', 'ska', 'dub']),
  place('korea', ['korea', 'seoul'], 'a taste of Korea', ['k-pop', 'korean indie']),
  place('west-africa', ['lagos', 'nigeria', 'ghana', 'accra', 'senegal', 'dakar'],
    'a taste of West Africa', ['afrobeat', 'highlife', 'afrobeats', 'mbalax']),
  place('ethiopia', ['ethiopia', 'addis ababa'], 'a taste of Ethiopia', ['ethio-jazz', 'tizita']),
];
