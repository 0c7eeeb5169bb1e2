import { describe, expect, it } from 'vitest';
import { descriptorsOf, firstPickAt, genresOf, momentsOf } from './test-readings.ts';

const first = firstPickAt(15, 2);

describe('everyday moments read for what they are', () => {
  it('karaoke gets songs to sing, never an instrumental record', () => {
    const pick = first('karaoke night', 'coworkers', 'silly');
    expect(descriptorsOf(pick)).not.toContain('instrumental');
    expect(pick.shortExplanation).toMatch(/karaoke/);
  });

  it('the skate park gets something with edge, not a gentle folk record', () => {
    const pick = first('hanging out at the skate park', 'friends', 'rebellious');
    expect(descriptorsOf(pick)).toContain('energetic');
    expect(genresOf(pick).some((genre) => /punk|hip hop|rap|rock/.test(genre))).toBe(true);
  });

  it('plainly asked, classical means the canon before modern and minimal records', () => {
    for (const situation of ['some classical music please', 'put on some classical']) {
      const genres = genresOf(first(situation));
      expect(
        genres.some((g) => ['romanticism', 'baroque music', 'classical period'].includes(g)),
      ).toBe(true);
    }
  });

  it('losing a job is a low mood, not a bereavement', () => {
    expect(momentsOf('job loss')).not.toContain('grief');
    expect(first('job loss', '', 'scared').shortExplanation).not.toMatch(/griev|loss/i);
  });

  it('saying goodbye to a dog is grief, and nothing harsh is said', () => {
    const pick = first('saying goodbye to my dog at the vet', 'my family', 'heartbroken');
    expect(pick.shortExplanation).toMatch(/griev|loss/i);
    expect(`${pick.explanation} ${pick.shortExplanation}`).not.toMatch(/depressive|happy/i);
  });

  it('a letter to a friend is written alone: the friend is not company', () => {
    expect(momentsOf('writing a letter to an old friend')).toContain('letter');
    expect(momentsOf('writing a letter to an old friend')).not.toContain('friends');
  });

  it('the morning after a wedding is a tired head, not the wedding again', () => {
    expect(momentsOf('the morning after a wedding')).toContain('tired');
    expect(momentsOf('the morning after a wedding')).not.toContain('wedding');
  });

  it('holiday shopping is Christmas, not a holiday in the sun', () => {
    expect(momentsOf('holiday shopping')).toContain('christmas');
    expect(descriptorsOf(first('holiday shopping', 'my mom', 'festive'))).toContain('christmas');
  });

  it('a kind named first and then its use is an ask: "metal while I code"', () => {
    expect(genresOf(first('metal while I code', 'alone')).some((g) => g.includes('metal'))).toBe(
      true,
    );
    expect(
      genresOf(first('rock for the road trip', 'friends')).some((g) => g.includes('rock')),
    ).toBe(true);
  });

  it('a birthday spent alone is a lonely evening, not a party', () => {
    expect(momentsOf('my birthday, alone this year')).toContain('lonely');
    expect(momentsOf('my birthday, alone this year')).not.toContain('birthday');
    const pick = first('my birthday, alone this year', 'alone', 'lonely');
    expect(descriptorsOf(pick)).not.toContain('party');
  });

  it('home for the holidays is the Christmas season, not a summer holiday', () => {
    expect(momentsOf('flying home for the holidays')).toContain('christmas');
    expect(momentsOf('flying home for the holidays')).not.toContain('sunshine');
  });

  it('a spoken record is no background for writing or lying awake', () => {
    for (const situation of ['writing in my journal', 'lying awake thinking about life']) {
      // A record that is mostly music with some speech in it (a fourth genre) is fine.
      expect(genresOf(first(situation, 'alone', 'reflective'))[0]).not.toBe('spoken word');
    }
  });

  it('someone who has just left is missed, not company', () => {
    const moments = momentsOf('my little brother just left for the army');
    expect(moments).toContain('missing');
    expect(moments).not.toContain('parents');
  });

  it('contractions are plain words, never reported as not understood', () => {
    for (const situation of [
      "the power went out and we're playing cards by candlelight",
      "I can't focus on anything today",
    ]) {
      expect(first(situation, 'family').explanation).not.toMatch(/understand|can't read/);
    }
  });

  it('a record is never called romantic or sensual for time with the kids', () => {
    const pick = first('driving up the coast, kids asleep in the back', 'my husband and kids');
    const said = `${pick.explanation} ${pick.shortExplanation}`.replace(/“[^”]*”/g, '');
    expect(said).not.toMatch(/romantic|sensual/i);
  });

  it('named occasions decide: the Fourth of July, the night sky, pumpkins, the flu', () => {
    expect(momentsOf('july 4th bbq')).toContain('july-fourth');
    expect(momentsOf('stargazing in the desert')).toContain('stargazing');
    expect(momentsOf('carving pumpkins')).toContain('halloween');
    expect(momentsOf('getting over the flu')).toContain('recovery');
    const stars = first('stargazing in the desert', 'my girlfriend', 'awestruck');
    expect(descriptorsOf(stars)).not.toContain('party');
    expect(descriptorsOf(stars)).not.toContain('hedonistic');
  });

  it('a place named asks for its own music', () => {
    const cases: [string, string][] = [
      ['sitting in a cafe in paris', 'chanson|french'],
      ['dinner in havana', 'son cubano|afro-cuban|bolero|salsa'],
      ['packing for a trip to japan', 'city pop|j-pop|kayōkyoku|japanese'],
      ['road trip through texas', 'country|bluegrass|americana'],
    ];
    for (const [situation, kinds] of cases) {
      expect(genresOf(first(situation)).join(' ')).toMatch(new RegExp(kinds));
    }
  });

  it('a leisurely bike ride is time outdoors, and a dying father is a bedside, not yet a loss', () => {
    expect(momentsOf('long bike ride along the river')).toContain('outdoors');
    expect(momentsOf('long bike ride along the river')).not.toContain('workout');
    expect(momentsOf('sitting with my dying father')).toContain('bedside');
    expect(momentsOf('sitting with my dying father')).not.toContain('grief');
  });

  it('asked to be got out of bed, a groggy listener gets a lift, not a lullaby', () => {
    expect(momentsOf('need something to get me out of bed')).toContain('get-going');
    expect(momentsOf('need something to get me out of bed')).not.toContain('sleep');
    const pick = first('need something to get me out of bed', 'alone', 'groggy');
    expect(pick.shortExplanation).not.toMatch(/sleep/);
    expect(descriptorsOf(pick)).not.toContain('meditative');
  });

  it('sleeping children and an empty house are no company', () => {
    expect(momentsOf('the kids are finally asleep')).toContain('kids-asleep');
    expect(momentsOf('the kids are finally asleep')).not.toContain('kids');
    expect(momentsOf('the house is quiet, everyone is away')).not.toContain('crowd');
    expect(momentsOf('proposing to my girlfriend tonight')).toContain('romance');
  });
});
