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
      setupFiles: [
        'src/test-support/log-guard-setup.ts',
        'src/test-support/shared-engine-setup.ts',
      ],
      // Each test file builds its own app on its own database, so files need no module sandbox
      // of their own; sharing one per worker saves loading the server, the engine's catalog and
      // the emulator's validators again for every file (a third of the suite's CPU time).
      isolate: false,
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }),
);
