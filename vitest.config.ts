import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'eslint-rules'],
    // Vitest's default leaves one core free, which on a two-core machine means one test file at
    // a time. Most server tests spend much of their time waiting on sockets, timers and the
    // database, so one file more than there are cores keeps both cores busy through those waits.
    maxWorkers: Math.max(3, availableParallelism() + 1),
  },
});
