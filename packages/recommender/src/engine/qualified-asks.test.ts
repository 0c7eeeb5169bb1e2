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

  it('a voice or a language asked for: "female singer", "something in spanish", "was deutsches"', () => {
    expect(descriptorsOf(first('french chanson, female singer'))).toContain('female vocals');
    const spanish = firstPickAt(11, 1)('something in spanish for cleaning the house');
    expect(genresOf(spanish).join(' ')).toMatch(/latin|nueva|bolero|canción/);
    expect(spanish.explanation).not.toMatch(/asked for in spanish/);
    const german = firstPickAt(14, 1)('lange autofahrt nach hamburg, will was deutsches hören');
    expect(genresOf(german).join(' ')).toMatch(/deutsch|krautrock|liedermacher|neue deutsche/);
    const abuela = firstPickAt(15, 1)(
      'sitting with grandma looking at old photos, she only speaks spanish',
      'abuela',
    );
    expect(genresOf(abuela).join(' ')).toMatch(/latin|nueva|bolero|canción|trova/);
  });

  it('the hour and the rest of the moment say what "in bed" and "cleaning out" mean', () => {
    for (const [situation, mood] of [
      ['recovering from surgery, stuck in bed for a week', 'bored'],
      ['rainy day, reading in bed', 'cozy'],
    ] as const)
      expect(firstPickAt(14, 1)(situation, '', mood).shortExplanation).not.toMatch(/sleep/);
    const clearing = firstPickAt(11, 1)(
      'cleaning out my parents house before selling it',
      'sister',
      'bittersweet',
    );
    expect(momentsOf('cleaning out my parents house before selling it')).not.toContain('chores');
    expect(clearing.shortExplanation).not.toMatch(/chores|party/i);
    expect(momentsOf('she left and took the cat', '', 'bitter')).not.toContain('pets');
  });

  it('a record titled for adults is never played with a baby', () => {
    for (const seed of [1, 2, 3])
      expect(
        firstPickAt(4, seed)('postpartum and kind of losing it at 4am', 'baby', 'fragile').album.id,
      ).not.toBe('csv_t-e-l-e-p-a-t-h');
  });
});
