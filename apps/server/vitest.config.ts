import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'server',
      environment: 'node',
      include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
      globalSetup: ['src/test-support/global-setup.ts'],
      setupFiles: ['src/test-support/log-guard-setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }),
);
