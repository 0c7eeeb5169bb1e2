import { ACTIVITIES } from './activities.ts';
import { COMPANY } from './company.ts';
import type { MomentEntry } from './moment-entry.ts';
import { MOODS } from './moods.ts';
import { OCCASIONS } from './occasions.ts';
import { REST_AND_PLAY } from './rest-and-play.ts';
import { WEATHER } from './weather.ts';

export const ALL_MOMENTS: readonly MomentEntry[] = [
  ...ACTIVITIES,
  ...REST_AND_PLAY,
  ...WEATHER,
  ...OCCASIONS,
  ...MOODS,
  ...COMPANY,
];
