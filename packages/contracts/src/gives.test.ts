import { describe, expect, it } from 'vitest';
import { giveRequestSchema } from './gives.ts';

const give = {
  albumTitle: 'Blue',
  artist: 'Joni Mitchell',
  situation: 'Rainy Day',
  description: 'For the rain.',
};

describe('a give', () => {
  it('is accepted with its fields filled', () => {
    expect(giveRequestSchema.safeParse(give).success).toBe(true);
  });

  it('needs text that shows: blank-looking characters do not fill a field', () => {
    for (const blank of [
      '   ',
      '\u200B\u200B',
      '\u2800',
      '\u115F\u1160',
      '\u3164',
      '\u00A0\u200D',
    ]) {
      const answer = giveRequestSchema.safeParse({ ...give, description: blank });
      expect(answer.success).toBe(false);
      expect(answer.error?.issues[0]?.message).toBe('Why recommend this? is required');
    }
    expect(giveRequestSchema.safeParse({ ...give, albumTitle: '\u200BBlue' }).success).toBe(true);
  });

  it('needs a friend address mail can reach', () => {
    expect(
      giveRequestSchema.safeParse({ ...give, recipientEmail: 'friend@example.org' }).success,
    ).toBe(true);
    const placeholder = giveRequestSchema.safeParse({ ...give, recipientEmail: 'x@users.invalid' });
    expect(placeholder.error?.issues[0]?.message).toBe('Enter a valid e-mail address');
  });
});
