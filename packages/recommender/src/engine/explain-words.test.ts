import { describe, expect, it } from 'vitest';
import { readingName, yours } from './explain-company.ts';
import { isGriefMoment } from './explain-grief.ts';
import { looksForeign } from './explain-language.ts';
import { typedSpan, typedWord } from './explain-quote.ts';
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

describe('quoting the listener', () => {
  it('takes a short span of a long text around the word read, as typed', () => {
    const text =
      "I've spent all weekend redoing the Kitchen floor, ripping up the old kitchen tiles";
    expect(typedSpan(text, ['kitchen'])).toBe('Kitchen');
    expect(typedSpan('grading papers, need something chill but not boring', ['chill'])).toBe(
      'need something chill but not boring',
    );
    // No fragment cut off mid-phrase: the clause whole, or the words read alone.
    expect(typedSpan('sitting on the bathroom floor cant stop crying tonight', ['crying'])).toBe(
      'crying',
    );
    // A long clause quotes the words read, never a function word alone or at an edge.
    const waiting = 'sitting in the hospital waiting room while mum is in surgery';
    expect(typedSpan(waiting, ['in', 'surgery'])).toBe('surgery');
    const drive = 'drive to the hospital to visit my brother in icu';
    expect(typedSpan(drive, ['to', 'the', 'hospital'])).toBe('hospital');
    expect(typedSpan('paella para la familia el domingo', ['familia'])).toBe(
      'paella para la familia el domingo',
    );
    expect(typedSpan(text, ['bathroom'])).toBeUndefined();
    const long = 'an extraordinarily complicated kitchen renovation nightmare';
    const span = typedSpan(long, ['kitchen']) ?? '';
    expect(span).toContain('kitchen');
    expect(long).toContain(span);
    expect(span.length).toBeLessThanOrEqual(40);
    expect(typedWord('Frühstück am Sonntag', 'frühstück')).toBe('Frühstück');
  });

  it('tells a moment written in another language from English with a foreign word in it', () => {
    expect(looksForeign(['cena con mi novia', 'mi novia', 'romántico'])).toBe(true);
    expect(looksForeign(['Frühstück am Sonntag', 'meine Familie'])).toBe(true);
    expect(looksForeign(['日曜日の朝ごはん'])).toBe(true);
    expect(looksForeign(['a café breakfast with my mum'])).toBe(false);
    expect(looksForeign(['Italian family dinner', 'la famiglia'], 2)).toBe(false);
  });

  it('names company as the listener typed it, or as read when typed in another language', () => {
    const brother = { field: 'company' as const, words: 'brother', label: 'time with family' };
    expect(
      readingName('time with family', brother, { situation: 'drive', company: 'my brother' }),
    ).toBe('time with your brother');
    const novia = { field: 'company' as const, words: 'novia', label: 'time with your partner' };
    expect(
      readingName('time with your partner', novia, { situation: 'cena', company: 'mi novia' }),
    ).toBe('time with your partner');
    const alone = { field: 'company' as const, words: 'alone', label: 'time on your own' };
    expect(readingName('time on your own', alone, { situation: 'x', company: 'alone' })).toBe(
      'time on your own',
    );
  });

  it('speaks company back to the listener', () => {
    expect(yours('my brother')).toBe('your brother');
    expect(yours('our kids')).toBe('your kids');
  });
});

describe('reading a loss in the listener’s words', () => {
  it.each([
    "my mother's funeral reception",
    'my dog died this morning',
    'lost my mum last week',
    'we had to put our cat to sleep',
    'el funeral de mi abuela',
    'Beerdigung',
    'お葬式',
  ])('"%s" is a loss', (situation) => {
    expect(isGriefMoment({ situation })).toBe(true);
  });

  it.each([
    'death metal at the gym',
    'Memorial Day barbecue',
    'weight loss workout',
    'dead tired after work',
    'lost my keys again',
    'put down my phone and relax',
  ])('"%s" is not', (situation) => {
    expect(isGriefMoment({ situation })).toBe(false);
  });
});
