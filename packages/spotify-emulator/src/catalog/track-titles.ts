import type { SeededRandom } from '../ids/seeded-random.ts';

const ADJECTIVES = [
  'Quiet',
  'Golden',
  'Electric',
  'Hollow',
  'Midnight',
  'Paper',
  'Silver',
  'Slow',
  'Borrowed',
  'Northern',
  'Velvet',
  'Broken',
  'Blue',
  'Warm',
  'Restless',
  'Distant',
  'Glass',
  'Wild',
  'Honest',
  'Secret',
  'Burning',
  'Little',
  'Empty',
  'Sunday',
  'Last',
  'Bright',
  'Faded',
];
const NOUNS = [
  'Harbour',
  'Window',
  'River',
  'Engine',
  'Letters',
  'Garden',
  'Static',
  'Lanterns',
  'Motel',
  'Heart',
  'Weather',
  'Signal',
  'Kitchen',
  'Satellite',
  'Avenue',
  'Mirrors',
  'Summer',
  'Tide',
  'Fever',
  'Houses',
  'Radio',
  'Morning',
  'Crowd',
  'Ghosts',
  'Horizon',
  'Streetlight',
  'Orchard',
];
const VERBS = [
  'Falling',
  'Waiting',
  'Running',
  'Dancing',
  'Drifting',
  'Calling',
  'Holding',
  'Leaving',
  'Dreaming',
  'Burning',
  'Turning',
  'Breathing',
  'Shaking',
  'Swimming',
  'Floating',
];
const PLACES = [
  'the Station',
  'the Sea',
  'the City',
  'Your Door',
  'the Hill',
  'the Wire',
  'the Floor',
  'the Dark',
  'the Coast',
  'the Moon',
  'the Valley',
  'the Night Bus',
  'the Rooftop',
];

/** One believable track title; the album's seeded generator makes the whole list reproducible. */
export function trackTitle(random: SeededRandom, position: number, total: number): string {
  if (position === 1 && total > 8 && random.chance(0.15)) return 'Intro';
  if (position === total && total > 8 && random.chance(0.12)) return 'Outro';
  const shape = random.int(0, 9);
  const adjective = random.pick(ADJECTIVES);
  const noun = random.pick(NOUNS);
  switch (shape) {
    case 0:
      return noun;
    case 1:
      return `${random.pick(VERBS)} ${random.chance(0.5) ? 'Through' : 'Into'} ${random.pick(PLACES)}`;
    case 2:
      return `The ${noun} ${random.chance(0.5) ? 'Song' : 'Waltz'}`;
    case 3:
      return `${adjective} ${noun} (Interlude)`;
    case 4:
      return `${random.pick(VERBS)}`;
    case 5:
      return `${noun} of ${random.pick(PLACES).replace('the ', '')}`;
    default:
      return `${adjective} ${noun}`;
  }
}
