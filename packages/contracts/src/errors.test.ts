import { describe, expect, it } from 'vitest';
import { errorBodySchema } from './errors.ts';

describe('errorBodySchema', () => {
  it('requires a code and a message', () => {
    expect(errorBodySchema.safeParse({ code: 'NOT_FOUND', message: 'x' }).success).toBe(true);
    expect(errorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
  });
});
