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

  it('keeps names on one line: no CR/LF, control or direction-override character', () => {
    const answer = giveRequestSchema.parse({
      ...give,
      albumTitle: 'Blue\r\nBcc: everyone',
      artist: '\u202EJoni\u2066 Mitchell\u0007\u2069',
    });
    expect(answer.albumTitle).toBe('Blue Bcc: everyone');
    expect(answer.artist).toBe('Joni Mitchell');
    const onlyControls = giveRequestSchema.safeParse({ ...give, artist: '\u202E\u0007\n' });
    expect(onlyControls.error?.issues[0]?.message).toBe('Artist is required');
  });

  it('needs a friend address mail can reach', () => {
    expect(
      giveRequestSchema.safeParse({ ...give, recipientEmail: 'friend@example.org' }).success,
    ).toBe(true);
    const placeholder = giveRequestSchema.safeParse({ ...give, recipientEmail: 'x@users.invalid' });
    expect(placeholder.error?.issues[0]?.message).toBe('Enter a valid e-mail address');
  });
});
