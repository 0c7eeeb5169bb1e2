import { ACTIVITIES } from './activities.ts';
import { COMPANY } from './company.ts';
import { GATHERINGS } from './gatherings.ts';
import { HOLIDAYS } from './holidays.ts';
import { LIFE_CHANGES } from './life-changes.ts';
import { LIFE_EVENTS } from './life-events.ts';
import type { MomentEntry } from './moment-entry.ts';
import { MOODS } from './moods.ts';
import { OCCASIONS } from './occasions.ts';
import { COMPANY_WEIGHT, MOMENT_WEIGHTS, NEVER, OTHER_LANGUAGE_CUES } from './other-languages.ts';
import { PLACES } from './places.ts';
import { REST_AND_PLAY } from './rest-and-play.ts';
import { WEATHER } from './weather.ts';

const companyIds = new Set(COMPANY.map((entry) => entry.id));

/** Every entry with its cues in other languages, its weight and what it rules out. */
export const ALL_MOMENTS: readonly MomentEntry[] = [
  ...LIFE_EVENTS,
  ...HOLIDAYS,
  ...LIFE_CHANGES,
  ...GATHERINGS,
  ...ACTIVITIES,
  ...REST_AND_PLAY,
  ...WEATHER,
  ...OCCASIONS,
  ...MOODS,
  ...COMPANY,
  ...PLACES,
].map((entry) => ({
  ...entry,
  cues: [...entry.cues, ...(OTHER_LANGUAGE_CUES[entry.id] ?? [])],
  weight:
    entry.weight ?? MOMENT_WEIGHTS[entry.id] ?? (companyIds.has(entry.id) ? COMPANY_WEIGHT : 1),
  never: entry.never ?? NEVER[entry.id],
}));
