import { describe, expect, it } from 'vitest';
import { descriptorsOf, firstPickAt, genresOf, momentsOf } from './test-readings.ts';

const first = firstPickAt(20, 3);

describe('who a moment is about is not who is listening', () => {
  it('a fight with a partner is no date night: no love songs, nothing sensual', () => {
    expect(momentsOf('fighting with my partner', 'alone', 'angry')).not.toContain('partner');
    for (const situation of ['fighting with my partner', 'had an argument with my husband']) {
      const pick = first(situation, '', 'angry');
      expect(descriptorsOf(pick)).not.toContain('sensual');
      expect(descriptorsOf(pick)).not.toContain('sexual');
      const said = `${pick.explanation} ${pick.shortExplanation}`.replace(/“[^”]*”/g, '');
      expect(said).not.toMatch(/\blove\b|romantic|partner/i);
      for (const word of ['violence', 'hateful']) expect(descriptorsOf(pick)).not.toContain(word);
    }
  });

  it('a breakup names the ex, not a partner to play love songs to', () => {
    expect(momentsOf('breaking up with my boyfriend', '', 'heartbroken')).not.toContain('partner');
  });

  it('grief absorbs the birthday and the kin it remembers', () => {
    const moments = momentsOf('remembering my dad on his birthday', '', 'sad');
    expect(moments).toContain('grief');
    expect(moments).not.toContain('birthday');
    expect(moments).not.toContain('party');
    expect(moments).not.toContain('parents');
  });
});

describe('occasions read for what they are', () => {
  it('a book club is reading and hosting, not a night at the club', () => {
    const moments = momentsOf('hosting a book club', 'friends');
    expect(moments).toContain('reading');
    expect(moments).not.toContain('party');
    expect(descriptorsOf(first('hosting a book club', 'friends'))).not.toContain('hedonistic');
  });

  it('a family feast is warmth round a table, not a victory lap', () => {
    for (const situation of ['hanukkah dinner', 'passover seder', 'family reunion dinner']) {
      expect(momentsOf(situation)).toContain(
        situation.includes('reunion') ? 'family-holiday' : 'jewish-festivals',
      );
      expect(momentsOf(situation)).not.toContain('celebrate');
      const pick = first(situation, 'family', 'grateful');
      expect(descriptorsOf(pick)).not.toContain('sexual');
      expect(descriptorsOf(pick)).not.toContain('triumphant');
    }
  });

  it('Ramadan and Easter ask for devotion, not a party', () => {
    expect(momentsOf('ramadan iftar')).toContain('ramadan');
    expect(momentsOf('easter morning')).toContain('worship');
    const iftar = first('ramadan iftar', 'family', 'grateful');
    expect(descriptorsOf(iftar)).toContain('spiritual');
    expect(descriptorsOf(iftar)).not.toContain('party');
  });

  it('getting better after surgery is gentle hope, never a record about dying', () => {
    for (const situation of ['recovering from surgery', 'driving to my chemo appointment']) {
      expect(momentsOf(situation)).toContain('recovery');
      expect(momentsOf(situation)).not.toContain('grief');
      const pick = first(situation, '', 'weak');
      expect(descriptorsOf(pick)).not.toContain('death');
      expect(descriptorsOf(pick)).not.toContain('suicide');
    }
  });

  it('a low mood is never handed a record about suicide', () => {
    for (const [situation, mood] of [
      ['long walk after bad news', 'sad'],
      ['alone again tonight', 'lonely'],
    ] as const) {
      expect(descriptorsOf(first(situation, '', mood))).not.toContain('suicide');
    }
  });

  it('a first apartment is a fresh start and chess is a quiet game', () => {
    expect(momentsOf('moving into my first apartment')).toContain('new-home');
    expect(momentsOf('moving into my first apartment')).not.toContain('sad');
    expect(momentsOf('playing chess', 'a friend')).toContain('quiet-game');
    const chess = first('playing chess', 'a friend', 'thoughtful');
    expect(descriptorsOf(chess)).not.toContain('party');
  });

  it('"my girlfriends" at brunch are friends, not a date', () => {
    const moments = momentsOf('brunch with my girlfriends', 'friends', 'bubbly');
    expect(moments).toContain('friends');
    expect(moments).not.toContain('partner');
  });

  it('"a bit of blues tonight" is an ask for the blues', () => {
    const pick = first('a bit of blues tonight', '', 'low');
    expect(genresOf(pick).some((genre) => genre.includes('blues'))).toBe(true);
  });

  it('prom night is a party, and cleaning the kitchen is a chore, not cooking', () => {
    expect(momentsOf('prom night getting ready')).toContain('party');
    expect(momentsOf('prom night getting ready')).not.toContain('night');
    expect(momentsOf('cleaning the kitchen after a party')).toContain('chores');
    expect(momentsOf('cleaning the kitchen after a party')).not.toContain('cooking');
  });
});

describe('explanations that fit who is there', () => {
  it('a record is never called lonely to someone who said who they are with', () => {
    for (const [situation, company] of [
      ["my grandfather's funeral was today", 'family'],
      ['memorial for a friend who died young', 'friends'],
      ['long walk after bad news', 'my sister'],
    ] as const) {
      const pick = first(situation, company, 'sad');
      const said = `${pick.explanation} ${pick.shortExplanation}`.replace(/“[^”]*”/g, '');
      expect(said).not.toMatch(/lonely/i);
    }
  });

  it('asked for gospel at a funeral, a record described in no words is not vouched for', () => {
    const pick = first('gospel for a funeral', 'family', 'grieving');
    expect(descriptorsOf(pick).length).toBeGreaterThan(0);
    expect(genresOf(pick).some((genre) => genre.includes('gospel'))).toBe(true);
  });
});
