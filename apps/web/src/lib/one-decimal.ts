/**
 * One decimal, half rounded up (7.45 → "7.5"). `toFixed` rounds the binary value, in which 7.45
 * is a little under 7.45, and so shows 7.4.
 */
export function oneDecimal(value: number): string {
  const rounded = Number(`${Math.round(Number(`${value}e1`))}e-1`);
  return rounded.toFixed(1);
}
