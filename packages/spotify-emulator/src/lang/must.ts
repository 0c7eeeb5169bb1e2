/** For values the code's own invariants guarantee; a missing one is a bug, so it fails loudly. */
export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`Emulator invariant broken: ${what}`);
  return value;
}
