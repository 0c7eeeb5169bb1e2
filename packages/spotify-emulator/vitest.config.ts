import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'spotify-emulator',
      environment: 'node',
      include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
      // Generous limits, so a busy machine slows the suite down instead of failing it.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
