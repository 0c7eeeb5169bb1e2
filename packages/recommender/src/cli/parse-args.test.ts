import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from './parse-args.ts';

describe('parseArgs', () => {
  it('reads every option', () => {
    const options = parseArgs([
      '--catalog',
      'c.jsonl',
      '--situation',
      'cooking',
      '--company',
      'kids',
      '--mood',
      'happy',
      '--want-new',
      'nah',
      '--hour',
      '18',
      '--top',
      '3',
      '--seed',
      '9',
      '--json',
    ]);
    expect(options).toMatchObject({
      catalog: 'c.jsonl',
      situation: 'cooking',
      company: 'kids',
      mood: 'happy',
      wantNew: 'nah',
      hour: 18,
      top: 3,
      seed: 9,
      json: true,
    });
  });

  it('defaults to your_choice, ten results, seed 0', () => {
    expect(parseArgs(['--situation', 'x'])).toMatchObject({
      wantNew: 'your_choice',
      top: 10,
      seed: 0,
      json: false,
    });
  });

  it.each([
    [['--mood', 'happy'], /--situation is required/],
    [['--situation', 'x', '--want-new', 'maybe'], /--want-new must be yeah, nah or your_choice/],
    [['--situation', 'x', '--hour', '25'], /--hour must be a whole number from 0 to 23/],
    [['--situation', 'x', '--top', 'ten'], /--top must be a whole number/],
    [['--situation', 'x', '--colour', 'red'], /unknown argument "--colour"/],
    [['--situation'], /--situation needs a value/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });
});
