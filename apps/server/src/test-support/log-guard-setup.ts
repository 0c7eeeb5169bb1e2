import { afterAll, expect } from 'vitest';
import { takeLeaks } from './log-guard.ts';

// Every test file ends by checking that no app it ran logged a secret or an unmasked token.
afterAll(() => {
  expect(takeLeaks(), 'log lines that carry a secret or a token').toEqual([]);
});
