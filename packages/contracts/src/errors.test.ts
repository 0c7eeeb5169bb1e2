import { describe, expect, it } from 'vitest';
import { errorBodySchema } from './errors.ts';

describe('errorBodySchema', () => {
  it('accepts a code with a message and an optional field', () => {
    expect(
      errorBodySchema.parse({ code: 'VALIDATION_ERROR', message: 'x', field: 'body.a' }),
    ).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'x',
      field: 'body.a',
    });
  });

  it('rejects a body without a code', () => {
    expect(errorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
  });
});
