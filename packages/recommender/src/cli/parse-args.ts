import type { WantNew } from '../engine/recommend-input.ts';

export interface CliOptions {
  catalog?: string;
  profile?: string;
  situation: string;
  company: string;
  mood: string;
  wantNew: WantNew;
  hour?: number;
  weekday?: number;
  top: number;
  seed: number;
  json: boolean;
}

export class UsageError extends Error {}

const VALUE_FLAGS = [
  '--catalog',
  '--profile',
  '--situation',
  '--company',
  '--mood',
  '--want-new',
  '--hour',
  '--weekday',
  '--top',
  '--seed',
];

function wholeNumber(flag: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^-?\d+$/.test(value.trim()) || n < min || n > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return n;
}

export function parseArgs(argv: string[]): CliOptions {
  const values = new Map<string, string>();
  let json = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--json') json = true;
    else if (VALUE_FLAGS.includes(arg)) {
      const value = argv[i + 1];
      if (value === undefined || (value.startsWith('--') && VALUE_FLAGS.includes(value)))
        throw new UsageError(`${arg} needs a value`);
      values.set(arg, value);
      i += 1;
    } else throw new UsageError(`unknown argument "${arg}"`);
  }
  const situation = values.get('--situation') ?? '';
  if (situation.trim() === '')
    throw new UsageError('--situation is required (what are you doing right now?)');
  const wantNew = values.get('--want-new') ?? 'your_choice';
  if (wantNew !== 'yeah' && wantNew !== 'nah' && wantNew !== 'your_choice') {
    throw new UsageError(`--want-new must be yeah, nah or your_choice, got "${wantNew}"`);
  }
  const hour = values.get('--hour');
  const weekday = values.get('--weekday');
  return {
    catalog: values.get('--catalog'),
    profile: values.get('--profile'),
    situation,
    company: values.get('--company') ?? '',
    mood: values.get('--mood') ?? '',
    wantNew,
    hour: hour === undefined ? undefined : wholeNumber('--hour', hour, 0, 23),
    weekday: weekday === undefined ? undefined : wholeNumber('--weekday', weekday, 0, 6),
    top: wholeNumber('--top', values.get('--top') ?? '10', 1, 100),
    seed: wholeNumber('--seed', values.get('--seed') ?? '0', -2147483648, 2147483647),
    json,
  };
}
