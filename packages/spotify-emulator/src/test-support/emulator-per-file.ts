import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { SpotifyEmulatorOptions } from '../start-emulator.ts';
import { startValidatedEmulator, type ValidatedEmulator } from './validated-emulator.ts';

/**
 * One validated emulator for the whole test file, handed to `started` once it listens: its state
 * is reset after each test, and at the end it must have seen no OpenAPI violation.
 */
export function emulatorPerFile(
  started: (emulator: ValidatedEmulator) => void,
  options: Partial<SpotifyEmulatorOptions> = {},
) {
  let emulator: ValidatedEmulator;
  beforeAll(async () => {
    emulator = await startValidatedEmulator(options);
    started(emulator);
  });
  afterEach(() => emulator.reset());
  afterAll(async () => {
    expect(emulator.violations).toEqual([]);
    await emulator.close();
  });
}
