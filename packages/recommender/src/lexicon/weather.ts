import type { MomentEntry } from './moment-entry.ts';

// prettier-ignore
/** Weather and seasons. */
export const WEATHER: MomentEntry[] = [
  {
    id: 'rain',
    cues: [
      'rain', 'rainy', 'raining', 'storm', 'stormy', 'drizzle', 'grey', 'gray', 'overcast',
      'thunderstorm', 'downpour', 'rainy day',
    ],
    label: 'a rainy day',
    want: {
      rain: 1, melancholic: 0.6, atmospheric: 0.6, introspective: 0.5, mellow: 0.5, autumn: 0.3,
      warm: 0.3,
    },
    avoid: { party: 0.4, hedonistic: 0.4, heavy: 0.7, aggressive: 0.8, noisy: 0.5 },
    genres: ['slowcore', 'dream pop', 'jazz', 'folk', 'ambient', 'trip hop'],
  },
  {
    id: 'sunshine',
    cues: [
      'sun', 'sunny', 'summer', 'beach', 'pool', 'poolside', 'picnic', 'barbecue', 'bbq',
      'sunshine', 'vacation', 'holiday', 'heatwave', 'sunbathing',
    ],
    label: 'summer days',
    want: {
      summer: 1, tropical: 0.6, bright: 0.7, happy: 0.6, uplifting: 0.5, warm: 0.5, playful: 0.4,
    },
    avoid: { cold: 0.6, winter: 0.6, funereal: 0.6, ominous: 0.5 },
    genres: ['pop', 'reggae', 'surf rock', 'bossa nova', 'funk', 'soul', 'tropicalia'],
  },
  {
    id: 'winter',
    cues: [
      'winter', 'snow', 'snowy', 'snowing', 'freezing', 'cold', 'christmas', 'fireplace',
      'blizzard', 'skiing', 'ski trip', 'ski lodge', 'after skiing', 'apres ski', 'après-ski',
    ],
    label: 'a winter day',
    want: { winter: 1, cold: 0.5, warm: 0.5, calm: 0.4, ethereal: 0.3, peaceful: 0.3 },
    genres: ['folk', 'ambient', 'chamber pop', 'indie folk'],
  },
  {
    id: 'autumn',
    cues: ['autumn', 'fall', 'leaves', 'october', 'november', 'harvest'],
    label: 'an autumn day',
    want: { autumn: 1, bittersweet: 0.5, melancholic: 0.5, pastoral: 0.4, warm: 0.4 },
    genres: ['folk', 'indie folk', 'chamber folk', 'singer-songwriter'],
  },
];
