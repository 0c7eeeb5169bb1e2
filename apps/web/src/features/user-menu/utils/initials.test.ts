// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountLabel, initialsOf } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first two words, else the first 2 characters', () => {
    expect(initialsOf('Nadia Okafor')).toBe('NO');
    expect(initialsOf('ruth ann adeyemi')).toBe('RA');
    expect(initialsOf('mia')).toBe('MI');
    expect(initialsOf('  ')).toBe('');
  });

  it('labels the account', () => {
    expect(accountLabel({ accountType: 'anonymous', spotify: { connected: false } })).toBe(
      'Anonymous account',
    );
    expect(accountLabel({ accountType: 'spotify', spotify: { connected: true } })).toBe(
      'Spotify Account',
    );
    expect(accountLabel({ accountType: 'phone', spotify: { connected: false } })).toBe(
      'Phone Account',
    );
  });
});
