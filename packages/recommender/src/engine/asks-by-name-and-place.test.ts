import { describe, expect, it } from 'vitest';
import { firstPickAt, genresOf, momentsOf } from './test-readings.ts';

const first = firstPickAt(20, 3);

describe("asks by an artist's name and by a place", () => {
  it('"something by Fleetwood Mac" is their own record', () => {
    const pick = first('something by fleetwood mac', '', 'good');
    expect(pick.album.artist).toBe('Fleetwood Mac');
  });

  it('an artist ruled out is never offered: "90s trip hop, not massive attack obviously"', () => {
    for (const seed of [1, 2, 3, 4]) {
      const pick = firstPickAt(23, seed)('90s trip hop, not massive attack obviously');
      expect(pick.album.artist).not.toBe('Massive Attack');
      expect(genresOf(pick).join(' ')).toMatch(/trip hop/);
    }
  });

  it('an album named after the artist is part of the ask, and no child in the room', () => {
    const pick = first('something like radiohead kid a but older', '', 'curious');
    expect(pick.album.artist).not.toBe('Radiohead');
    expect(pick.album.year).toBeLessThan(2000);
    expect(`${pick.shortExplanation} ${pick.explanation}`).not.toMatch(/your kid|children/);
  });

  it('a possessive name is still the name: "something like bon iver\'s first album"', () => {
    expect(first("something like bon iver's first album").explanation).toMatch(
      /^You asked for something like bon iver/,
    );
  });

  it('a place beside a broad kind says which: Ethiopian jazz, desert blues, Irish folk', () => {
    expect(genresOf(first('70s ethiopian jazz please', 'friends'))).toContain('ethio-jazz');
    expect(genresOf(first('malian desert blues', 'friends', 'mellow')).join(' ')).toMatch(
      /songhai|mande/,
    );
    expect(
      genresOf(first('west african guitar music for a sunday morning', 'partner')).join(' '),
    ).toMatch(/mande|songhai|highlife|afrobeat|juju|mbalax/);
    expect(
      genresOf(first('folk music from ireland, traditional, no pop stuff', 'dad')).join(' '),
    ).toMatch(/irish|celtic/);
  });

  it('a language asked for is sung in it: Spanish, German, Japanese city pop of the 80s', () => {
    expect(genresOf(first('quiero algo en español para cantar en la ducha')).join(' ')).toMatch(
      /latin|nueva canción|bolero/,
    );
    expect(
      genresOf(first('autobahn fahrt nach münchen, was mit deutschem text bitte')).join(' '),
    ).toMatch(/deutsch|neue deutsche|liedermacher/);
    const cityPop = first('80年代のシティポップ聴きたい ドライブ', '彼女と');
    expect(genresOf(cityPop)).toContain('city pop');
    expect(cityPop.album.year).toBeGreaterThanOrEqual(1980);
    expect(cityPop.explanation).not.toMatch(/can't read/);
  });

  it('an age is no decade ("guests in their 60s"), and "romantic era" is the period', () => {
    expect(first('dinner party, guests are in their 60s').explanation).not.toMatch(/asked for/);
    expect(first('my grandpa in his early 80s visiting').explanation).not.toMatch(/asked for/);
    expect(first('music from the 60s for a dinner party').album.year).toBeLessThan(1970);
    const romantic = first('classical piano, romantic era');
    expect(genresOf(romantic)).toContain('romanticism');
    expect(romantic.shortExplanation).not.toMatch(/romantic evening/);
  });

  it('what someone loves, said last, is an ask; a house they love is not', () => {
    const dance = first('wedding reception first dance ideas? we both love soul', 'partner');
    expect(genresOf(dance).join(' ')).toMatch(/soul/);
    expect(first('i love this house').explanation).not.toMatch(/You asked for/);
  });

  it('quotes only what was typed: "french chanson, old stuff" is never "chanson old"', () => {
    const pick = first('french chanson, old stuff, edith piaf era');
    expect(pick.explanation).not.toMatch(/chanson old/);
    expect(pick.album.year).toBeLessThan(1970);
  });

  it('"early" at six in the evening names no morning', () => {
    const pick = firstPickAt(18, 1)('uk garage 2-step like early craig david');
    expect(pick.shortExplanation).not.toMatch(/morning/);
    expect(momentsOf('early flight to lisbon')).toContain('morning');
  });

  it('says so when the catalog has nothing of the kind asked for, and only then', () => {
    expect(first('some fado for dinner').explanation).toMatch(/^We have nothing quite like “fado”/);
    // A Korean record, or honest words that it is not one.
    for (const seed of [1, 2, 3]) {
      const korean = firstPickAt(22, seed)('korean indie, not kpop');
      const inKind = genresOf(korean).join(' ').includes('korean');
      expect(inKind || /^We have nothing quite like/.test(korean.explanation)).toBe(true);
      expect(genresOf(korean)).not.toContain('k-pop');
    }
    for (const ask of ['put on some jazz', '90s hip hop', '70s soul', 'city pop', 'bossa nova'])
      for (const seed of [1, 2])
        expect(firstPickAt(20, seed)(ask).explanation).not.toMatch(/nothing quite like/);
  });
});
