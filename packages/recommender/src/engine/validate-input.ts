import type { RecommendInput, WantNew } from './recommend-input.ts';

const WANT_NEW: readonly WantNew[] = ['yeah', 'nah', 'your_choice'];

export class RecommendInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecommendInputError';
  }
}

const text = (value: unknown, name: string): string => {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new RecommendInputError(`${name} must be text`);
  return value;
};

/** Checks the shape callers can get wrong; free text itself is never rejected. */
export function validateInput(input: RecommendInput): RecommendInput {
  if (!input || typeof input !== 'object' || !input.context || typeof input.context !== 'object') {
    throw new RecommendInputError('context is required');
  }
  if (!WANT_NEW.includes(input.wantNew)) {
    throw new RecommendInputError(`wantNew must be one of ${WANT_NEW.join(', ')}`);
  }
  const whole = (value: number | undefined, name: string, min: number, max: number) => {
    if (value !== undefined && (!Number.isInteger(value) || value < min || value > max)) {
      throw new RecommendInputError(`${name} must be a whole number from ${min} to ${max}`);
    }
  };
  whole(input.hour, 'hour', 0, 23);
  whole(input.weekday, 'weekday', 0, 6);
  whole(input.top, 'top', 1, 100);
  whole(input.year, 'year', 1000, 9999);
  if (input.seed !== undefined && !Number.isFinite(input.seed))
    throw new RecommendInputError('seed must be a number');
  return {
    ...input,
    context: {
      situation: text(input.context.situation, 'situation'),
      company: text(input.context.company, 'company'),
      mood: text(input.context.mood, 'mood'),
    },
  };
}
