import { describe, expect, it } from 'vitest';
import { descriptorsOf, firstPickAt, genresOf, momentsOf } from './test-readings.ts';

const first = firstPickAt(20, 3);

describe('the words that make an ask or a moment specific', () => {
  it('"no big hits" turns from the best-known records', () => {
    for (const seed of [1, 2, 3, 4]) {
      const plain = firstPickAt(1, seed)('90s trip hop');
      const deep = firstPickAt(1, seed)('90s trip hop, no big hits pls');
      expect(genresOf(deep).join(' ')).toMatch(/trip hop/);
      expect(deep.album.title).not.toBe(plain.album.title);
      expect(deep.album.title).not.toBe('Dummy');
    }
  });

  it('a place after the kind or after "something" asks for its music', () => {
    expect(genresOf(first('acoustic folk from ireland')).join(' ')).toMatch(/irish|celtic/);
    expect(
      genresOf(first('rainy afternoon in dublin, something irish', '', 'melancholy')).join(' '),
    ).toMatch(/irish|celtic/);
    const italian = first('serata romantica, qualcosa di italiano anni 60', 'mia moglie');
    expect(genresOf(italian).join(' ')).toMatch(/canzone|italian/);
  });

  it('"the aunties want classics" asks for records generations know', () => {
    const pick = first('wedding reception, old aunties want classics', 'mixed ages');
    expect(pick.album.year).toBeLessThanOrEqual(1989);
  });

  it('"something really quiet" holds: nothing loud, heavy or harsh', () => {
    for (const seed of [1, 2, 3]) {
      const pick = firstPickAt(15, seed)('migraine, dark room, need something really quiet');
      for (const loud of ['aggressive', 'noisy', 'harsh', 'heavy', 'chaotic'])
        expect(descriptorsOf(pick)).not.toContain(loud);
    }
  });

  it('a loss or a breakup in any words outweighs the romance a word suggests', () => {
    expect(momentsOf("my wife's anniversary of passing, 10 years now", '', 'quiet')).toEqual([
      'grief',
    ]);
    expect(momentsOf('valentines day alone', '', 'bitter')).toContain('heartbreak');
    expect(momentsOf('valentines day alone', '', 'bitter')).not.toContain('romance');
    expect(momentsOf('she moved her stuff out today', '', 'gutted')).toContain('heartbreak');
    expect(momentsOf('je pleure mon chat qui est mort ce matin', 'seule', 'effondrée')).toContain(
      'grief',
    );
  });

  it('who the occasion is for, read right', () => {
    const quince = firstPickAt(22, 1)('quinceañera after party for my niece');
    expect(quince.explanation).not.toMatch(/kids' party/);
    expect(momentsOf('baby shower for my sister', 'women from church')).not.toContain('worship');
    const home = momentsOf('first night home from the hospital with our son', 'partner');
    expect(home).toContain('new-baby');
    expect(home).not.toContain('someone-in-hospital');
  });
});
