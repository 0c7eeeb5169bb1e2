import { describe, expect, it } from 'vitest';
import { loadBuiltInCatalog } from '../catalog/load-catalog.ts';
import { loadBuiltInGenreTree } from '../catalog/load-genre-tree.ts';
import { createBuiltInEngine } from '../load/built-in-engine.ts';
import type { Recommendation } from './recommend-input.ts';

const engine = createBuiltInEngine();
const catalog = new Map(loadBuiltInCatalog().map((album) => [album.id, album]));
const tree = loadBuiltInGenreTree();

const first = (situation: string, company = '', mood = ''): Recommendation => {
  const [pick] = engine.recommend({
    context: { situation, company, mood },
    wantNew: 'your_choice',
    hour: 20,
    seed: 5,
  });
  if (!pick) throw new Error('no pick');
  return pick;
};

const genresOf = (pick: Recommendation) =>
  (catalog.get(pick.album.id)?.genres ?? []).map((genre) => genre.toLowerCase());
const descriptorsOf = (pick: Recommendation) =>
  (catalog.get(pick.album.id)?.descriptors ?? []).map((word) => word.toLowerCase());
const under = (pick: Recommendation, families: string[]) =>
  genresOf(pick).some((genre) =>
    [genre, ...tree.ancestors(genre)].some((name) => families.includes(name)),
  );

describe('get-togethers with a character of their own', () => {
  it('a word only near an occasion asks for nothing: New Year’s Eve is a party, not Christmas', () => {
    const pick = first("new year's eve countdown", 'friends', 'hyped');
    expect(genresOf(pick)).not.toContain('christmas music');
    expect(descriptorsOf(pick)).not.toContain('christmas');
    expect(descriptorsOf(pick).some((d) => ['party', 'energetic', 'rhythmic'].includes(d))).toBe(
      true,
    );
  });

  it('a Halloween party gets a Halloween record with a beat, not dark ambient', () => {
    for (const [situation, mood] of [
      ['halloween party', 'spooky'],
      ['halloween party', ''],
    ] as const) {
      const pick = first(situation, 'friends', mood);
      const halloween =
        descriptorsOf(pick).includes('halloween') ||
        under(pick, ['horror punk', 'psychobilly', 'deathrock', 'gothic rock', 'horror synth']);
      expect(halloween).toBe(true);
      expect(genresOf(pick)).not.toContain('dark ambient');
    }
  });

  it('lullabies for a newborn are soft, never a comedy record', () => {
    const pick = first('lullabies for the baby', 'my newborn', 'sleepy');
    expect(descriptorsOf(pick)).not.toContain('humorous');
    expect(
      descriptorsOf(pick).some((d) => ['lullaby', 'soothing', 'peaceful', 'soft'].includes(d)),
    ).toBe(true);
  });

  it('a board game or the football game is no video game', () => {
    for (const [situation, company] of [
      ['board game night', 'neighbors'],
      ['pregame before the football game', 'the boys'],
    ] as const) {
      expect(genresOf(first(situation, company))).not.toContain('video game music');
    }
  });

  it('plain asks for lo-fi beats and bluegrass reach those kinds', () => {
    expect(
      under(first('lo-fi beats for coding', '', 'focused'), [
        'lo-fi hip hop',
        'instrumental hip hop',
        'chillhop',
      ]),
    ).toBe(true);
    expect(under(first('bluegrass on the porch', 'grandpa'), ['bluegrass'])).toBe(true);
  });

  it('painting the apartment is a chore, not an art class', () => {
    const pick = first('painting my apartment', 'my partner', 'upbeat');
    expect(
      descriptorsOf(pick).some((d) => ['uplifting', 'rhythmic', 'happy', 'energetic'].includes(d)),
    ).toBe(true);
  });
});

describe('company named back in good English', () => {
  it('a date is "your date", a foreign word for friends is "friends"', () => {
    expect(
      first('cooking pasta for a first date', 'my date', 'nervous').shortExplanation,
    ).not.toMatch(/time with date/);
    const french = first('soirée entre amis', 'mes amis', 'joyeux');
    expect(`${french.explanation} ${french.shortExplanation}`).not.toMatch(/time with amis/);
    expect(french.explanation).not.toMatch(/joyeux[^.]*can't read|didn't understand[^.]*joyeux/);
  });
});

describe('moments read before the mood', () => {
  it('a toddler dance party gets music made for the little ones, not a club record', () => {
    const pick = first('songs for a toddler dance party', 'my two year old', 'silly');
    expect(genresOf(pick)).toContain("children's music");
  });

  it('a eulogy or a late father remembered is grief: no cheer, and nothing harsh said', () => {
    for (const [situation, mood] of [
      ['writing a eulogy for my friend', 'heartbroken'],
      ['remembering my dad on his birthday', 'sad'],
    ] as const) {
      const pick = first(situation, '', mood);
      expect(pick.shortExplanation).toMatch(/griev|loss/i);
      expect(pick.explanation).not.toMatch(/depressive|happy|party/i);
    }
  });

  it("new year's day is no party, and cycling to work is the commute, not focused work", () => {
    const hangover = first("new year's day hangover", '', 'fragile');
    expect(hangover.shortExplanation).not.toMatch(/party/i);
    expect(descriptorsOf(hangover)).not.toContain('party');
    expect(first('cycling to work', '', 'awake').shortExplanation).not.toMatch(/focused work/i);
  });

  it('a funeral gets no breakup record, and a gaming night plays to the game, not the hour', () => {
    expect(
      descriptorsOf(first("the drive to my dad's funeral", 'my mum', 'devastated')),
    ).not.toContain('breakup');
    const game = first('playing video games all night', 'my brother', 'competitive');
    expect(
      descriptorsOf(game).some((d) => ['futuristic', 'energetic', 'mechanical'].includes(d)),
    ).toBe(true);
  });

  it('the night before a wedding is no tired head, and coffee at 1 a.m. is no morning', () => {
    expect(
      first('the night before my wedding', 'my bridesmaids', 'giddy').shortExplanation,
    ).not.toMatch(/tired/i);
    const [study] = engine.recommend({
      context: { situation: 'late night study session with coffee', mood: 'wired' },
      wantNew: 'your_choice',
      hour: 1,
      seed: 5,
    });
    expect(study?.shortExplanation).not.toMatch(/morning/i);
  });

  it('"down the coast" is a direction, not a low mood; a tree put up in December is Christmas', () => {
    expect(first('a road trip down the coast', 'my husband', 'free').shortExplanation).not.toMatch(
      /low mood/i,
    );
    expect(first('feeling down', '', '').shortExplanation).toMatch(/low mood|melanchol|sad/i);
    expect(genresOf(first('putting up the tree on december 1st', 'family', 'festive'))).toContain(
      'christmas music',
    );
  });

  it('errands and getting ready for an interview are no workout and no party', () => {
    expect(first('a late night pizza run', 'roommates', 'hungry').shortExplanation).not.toMatch(
      /workout/i,
    );
    expect(first('getting ready for a job interview', '', 'nervous').shortExplanation).not.toMatch(
      /party/i,
    );
    expect(first('vacuuming the car').shortExplanation).not.toMatch(/drive/i);
  });

  it('a cosy moment is warm and soft, not whatever a word of it sits near', () => {
    const pick = first('first snow of the year, making hot chocolate', 'my daughter', 'cozy');
    expect(pick.shortExplanation).toMatch(/cosy|winter/i);
    expect(descriptorsOf(pick).slice(0, 3)).not.toContain('psychedelic');
  });
});
