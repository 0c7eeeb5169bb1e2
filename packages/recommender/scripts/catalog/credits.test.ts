import { describe, expect, it } from 'vitest';
import { repairCredit } from './credits.ts';

const known = new Set([
  'Neil Young',
  'Crazy Horse',
  'Paul McCartney',
  'Brian Eno',
  'Harold Budd',
  'Mars',
  'DNA',
]);

describe('repairCredit', () => {
  it.each([
    [
      'Neil Young with Crazy HorseNeil YoungCrazy Horse',
      'Neil Young with Crazy Horse',
      ['Neil Young', 'Crazy Horse'],
    ],
    [
      'Paul & Linda McCartneyPaul McCartneyLinda McCartney',
      'Paul & Linda McCartney',
      ['Paul McCartney', 'Linda McCartney'],
    ],
    [
      'Harold Budd / Brian EnoHarold BuddBrian Eno',
      'Harold Budd / Brian Eno',
      ['Harold Budd', 'Brian Eno'],
    ],
    [
      "Fela Ransome Kuti & Africa 70Fela KutiThe Africa '70",
      'Fela Ransome Kuti & Africa 70',
      ['Fela Kuti', "The Africa '70"],
    ],
  ])('splits %s', (raw, credit, names) => {
    expect(repairCredit(raw, known)).toEqual({ credit, names });
  });

  it.each([
    'Mac DeMarco',
    'Paul McCartney & Wings',
    'Crosby, Stills, Nash & Young',
    'ScHoolboy Q',
    'Tyler, the Creator',
  ])('leaves %s alone', (credit) => {
    expect(repairCredit(credit, known)).toEqual({ credit, names: [credit] });
  });
});
