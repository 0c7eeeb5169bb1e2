import { describe, expect, it } from 'vitest';
import { escapeHtml, foldName } from './text.ts';

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

describe('escapeHtml', () => {
  it('escapes the five characters that can start or end markup', () => {
    expect(escapeHtml(`<b class="x">Tom & Jerry's</b>`)).toBe(
      '&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;',
    );
  });
});
