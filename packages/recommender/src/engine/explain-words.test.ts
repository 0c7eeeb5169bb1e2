import { describe, expect, it } from 'vitest';
import { asQuality, genreWords, withArticle } from './explain-words.ts';

describe('explanation wording', () => {
  it('picks the article by sound, acronyms by their letters', () => {
    expect(withArticle('ambient')).toBe('an ambient');
    expect(withArticle('pop')).toBe('a pop');
    expect(withArticle('euro-disco')).toBe('a euro-disco');
    expect(withArticle('MPB')).toBe('an MPB');
    expect(withArticle('R&B')).toBe('an R&B');
    expect(withArticle('UK garage')).toBe('a UK garage');
    expect(withArticle('indie rock')).toBe('an indie rock');
  });

  it('keeps acronyms in genre names and Christmas capitalised', () => {
    expect(genreWords('MPB')).toBe('MPB');
    expect(genreWords('Contemporary R&B')).toBe('contemporary R&B');
    expect(genreWords('A cappella')).toBe('a cappella');
    expect(genreWords('UK Garage')).toBe('UK garage');
    expect(genreWords('Atmospheric Black Metal')).toBe('atmospheric black metal');
    expect(asQuality('christmas')).toBe('Christmassy');
  });
});
