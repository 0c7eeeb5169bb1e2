import { describe, expect, it } from 'vitest';
import { descriptorsOf, firstPickAt, genresOf, momentsOf } from './test-readings.ts';

const first = firstPickAt(18, 1);

describe('festivals in their register, kinds by their names', () => {
  it('a Jewish festival with the children is festive, and Holi a dance of colours', () => {
    const hanukkah = first('hanukkah candle lighting, kids are 4 and 6', 'kids');
    expect(descriptorsOf(hanukkah)).not.toContain('suspenseful');
    expect(descriptorsOf(hanukkah)).not.toContain('sombre');
    const holi = firstPickAt(14, 1)('holi party in the park', 'friends', 'joyful');
    expect(genresOf(holi).join(' ')).toMatch(/dance-pop|disco|bhangra|filmi/);
  });

  it("All Souls and a mother's passing are remembrance; Ganesh Chaturthi a holy day", () => {
    expect(momentsOf('lighting candles for all souls day', '', 'quiet')).toContain('grief');
    const mum = momentsOf('anniversary of my moms passing', '', 'missing her');
    expect(mum).toContain('grief');
    expect(mum).not.toContain('romance');
    expect(momentsOf('ganesh chaturthi', '', 'devotional')).toContain('holy-days');
  });

  it('kinds asked by their own names', () => {
    const rnb = first('graduation dinner for my nephew, old school r&b please');
    expect(genresOf(rnb).join(' ')).toMatch(/r&b|soul|new jack swing|quiet storm/);
    expect(rnb.album.year).toBeLessThanOrEqual(1999);
    expect(genresOf(first('turkish psych rock'))).toContain('anatolian rock');
    for (const beats of ['chill beats for homework', 'beats to study to'])
      expect(genresOf(firstPickAt(16, 1)(beats)).join(' ')).toMatch(
        /lo-fi|chillhop|instrumental hip hop/,
      );
    expect(genresOf(first('je veux du rap français des années 90 pour la muscu'))).toContain(
      'french hip hop',
    );
    const yeye = first('french pop from the 60s, ye-ye');
    expect(genresOf(yeye).join(' ')).toMatch(/yé-yé|french pop|chanson/);
    expect(yeye.shortExplanation).not.toMatch(/time with/);
    expect(first('solo piano, nothing sad').shortExplanation).not.toMatch(/on your own/);
  });

  it("an ex's things and a friend gone far are heartbreak and a farewell", () => {
    const ex = momentsOf("cleaning out my ex's stuff from the apartment", '', 'angry');
    expect(ex).toContain('heartbreak');
    const pick = firstPickAt(12, 1)("cleaning out my ex's stuff from the apartment", '', 'angry');
    expect(pick.shortExplanation).not.toMatch(/chores|party/);
    expect(momentsOf('my best friend moved across the country', '', 'sad')).toContain('farewell');
  });

  it('records made for children are for moments with children, or asked for', () => {
    for (const [situation, mood] of [
      ['taking a bath', 'relaxed'],
      ['sunday evening dread before monday', 'anxious'],
    ] as const)
      for (const seed of [1, 2, 3])
        expect(firstPickAt(21, seed)(situation, '', mood).album.title).not.toMatch(/young ones/i);
    expect(genresOf(first('songs for a toddler dance party', 'my two year old'))).toContain(
      "children's music",
    );
  });

  it('a marriage remembered, a depressive episode and breakfast in bed read as meant', () => {
    const anniversary = momentsOf('would have been our 30th wedding anniversary, dinner alone');
    expect(anniversary).toContain('grief');
    expect(anniversary).not.toContain('romance');
    const low = first('bad depressive episode cant get out of bed');
    expect(genresOf(low).join(' ')).not.toMatch(/metal|doom/);
    const breakfast = firstPickAt(8, 1)(
      'mothers day making breakfast in bed with the kids',
      'kids',
    );
    expect(breakfast.shortExplanation).not.toMatch(/sleep/);
  });

  it('"cuban son" is the music, boleros are boleros', () => {
    const son = first('cuban son, buena vista type stuff');
    expect(genresOf(son).join(' ')).toMatch(/son|bolero|salsa/);
    expect(son.shortExplanation).not.toMatch(/your son/);
    expect(genresOf(first("abuela's 80th birthday dinner, boleros maybe", 'family'))).toContain(
      'bolero',
    );
  });
});
