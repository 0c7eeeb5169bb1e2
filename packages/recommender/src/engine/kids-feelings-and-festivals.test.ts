import { describe, expect, it } from 'vitest';
import { firstPickAt, genresOf, momentsOf } from './test-readings.ts';

const first = firstPickAt(20, 3);
const said = (pick: { shortExplanation: string; explanation: string }) =>
  `${pick.shortExplanation} ${pick.explanation}`;

describe('children, feelings and festivals read as meant', () => {
  it("children's own party or dance gets pop they can move to", () => {
    for (const [situation, company] of [
      ["9 year old's sleepover, they want to dance", 'kids'],
      ["kids' soccer party pizza", 'kids'],
    ] as const) {
      const pick = firstPickAt(17, 1)(situation, company, 'hyped');
      expect(genresOf(pick).join(' ')).toMatch(/pop|disco|children/);
      expect(genresOf(pick).join(' ')).not.toMatch(/jazz/);
    }
  });

  it('a feeling is no kind of music: "heavy", "out of a funk", "patient"', () => {
    expect(momentsOf('fathers day, first one without my dad', 'alone', 'heavy')).toContain('grief');
    expect(momentsOf('folding laundry', '', 'heavy')).toContain('sad');
    expect(genresOf(first('something heavy for the gym')).join(' ')).toMatch(/metal|hardcore/);
    const funk = first('tryna get out of a funk', '', 'low');
    expect(funk.explanation).not.toMatch(/asked for|deep funk/);
    expect(momentsOf('tryna get out of a funk')).toContain('get-going');
    const patient = momentsOf('road trip with a 4 yr old and a 7 yr old', 'kids', 'patient lol');
    expect(patient).not.toContain('recovery');
    expect(patient).not.toContain('hard-news');
  });

  it('sleep trouble is about sleep: "toddler wont sleep"', () => {
    expect(momentsOf('singing lullabies?? toddler wont sleep', 'kids', 'desperate')).toContain(
      'sleep',
    );
  });

  it('asks as enthusiasts type them: neo soul, salsa vieja, late 70s early 80s, romantic era', () => {
    expect(genresOf(first('chill evening w/ my gf, some neo soul maybe', 'girlfriend'))).toContain(
      'neo-soul',
    );
    const salsa = first('quiero escuchar algo de salsa vieja mientras limpio la casa');
    expect(genresOf(salsa).join(' ')).toMatch(/salsa/);
    expect(salsa.album.year).toBeLessThan(1990);
    const postPunk = firstPickAt(0, 1)('post-punk from manchester late 70s early 80s');
    expect(postPunk.album.year).toBeGreaterThanOrEqual(1976);
    expect(postPunk.album.year).toBeLessThanOrEqual(1983);
    expect(postPunk.shortExplanation).not.toMatch(/morning/);
    const piano = first('classical piano, no big orchestra, romantic era');
    expect(genresOf(piano)).toContain('romanticism');
    expect(genresOf(piano).join(' ')).not.toMatch(/orchestral|concerto|symphony/);
  });

  it('a harvest moon festival and Nowruz are family festivals, not a party', () => {
    const moon = first('mid autumn festival, mooncakes on the balcony', 'family', 'calm');
    expect(moon.shortExplanation).toMatch(/harvest moon festival/);
    expect(said(moon)).not.toMatch(/party/);
    expect(momentsOf('chuseok, making songpyeon with my halmeoni')).toContain('moon-festival');
    expect(first('nowruz haft-sin setup', 'family', 'hopeful').shortExplanation).toMatch(/Nowruz/);
  });

  it('who is there and what happened, read right', () => {
    const ashes = firstPickAt(17, 1)('scattering his ashes at the beach', 'family', 'peaceful');
    expect(said(ashes)).not.toMatch(/tropical|summer/i);
    expect(
      momentsOf('my 30th birthday, kinda sad about it honestly', 'alone', 'meh'),
    ).not.toContain('party');
    expect(momentsOf('divorced dad first weekend with the kids', 'kids 6 and 9')).not.toContain(
      'parents',
    );
    expect(momentsOf('road trip to grandparents with the kids')).not.toContain('elders');
    expect(momentsOf('bringing our baby home from the hospital', 'partner')).not.toContain(
      'someone-in-hospital',
    );
    expect(momentsOf("sitting in the car outside the hospital, can't go in yet")).toContain(
      'someone-in-hospital',
    );
  });
});
