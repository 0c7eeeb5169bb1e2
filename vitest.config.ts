import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'eslint-rules'],
    // Vitest's default leaves one core free, which on a two-core machine means one test file at
    // a time; most server tests wait on sockets and timers, so two at once nearly halve the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
