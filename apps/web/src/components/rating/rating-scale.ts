import { oneDecimal } from '../../lib/one-decimal.ts';
import { RATING_MAX, RATING_MIN } from '@album-club/contracts/album-rules';

/** Spec: the dial moves in 0.5 steps up to 7.5, then in 0.1 steps (where fine distinctions matter). */
export const FINE_FROM = 7.5;

const round1 = (value: number) => Math.round(value * 10) / 10;

export const clampRating = (value: number) =>
  Math.min(RATING_MAX, Math.max(RATING_MIN, Number.isFinite(value) ? value : 0));

/** The nearest value the dial can stand on. */
export function snapRating(raw: number): number {
  const value = clampRating(raw);
  return value <= FINE_FROM ? Math.round(value * 2) / 2 : round1(value);
}

/** One step up (+1) or down (−1) from a value the dial stands on. */
export function stepRating(value: number, direction: 1 | -1): number {
  const current = snapRating(value);
  const fine = direction > 0 ? current >= FINE_FROM : current > FINE_FROM;
  return snapRating(round1(current + direction * (fine ? 0.1 : 0.5)));
}

/** Spec: haptic feedback of 10, 20 or 50 ms — a step, a whole number, an end of the scale. */
export function hapticFor(value: number): number {
  if (value === RATING_MIN || value === RATING_MAX) return 50;
  if (Number.isInteger(value)) return 20;
  return 10;
}

export const formatRating = (value: number) =>
  Number.isInteger(value) ? `${value}` : oneDecimal(value);
