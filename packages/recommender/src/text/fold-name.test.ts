import { describe, expect, it } from 'vitest';
import { foldName } from './fold-name.ts';

describe('foldName', () => {
  it('drops accents, case and punctuation and reads & as and', () => {
    expect(foldName('Beyoncé – Lemonade!')).toBe('beyonce lemonade');
    expect(foldName('Simon & Garfunkel')).toBe('simon and garfunkel');
    expect(foldName('  Sigur Rós: ()  ')).toBe('sigur ros');
  });

  it('keeps letters of every script', () => {
    expect(foldName('山下達郎')).toBe('山下達郎');
  });
});
