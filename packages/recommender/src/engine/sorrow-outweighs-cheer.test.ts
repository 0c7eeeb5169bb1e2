import { describe, expect, it } from 'vitest';
import { descriptorsOf, firstPickAt, momentsOf } from './test-readings.ts';

const CHEER = /party|romantic evening|wedding|birthday|celebrat|date night/i;

describe('a loss or hard news outweighs the cheer a word suggests', () => {
  const moments: [string, string, string][] = [
    ["anniversary of my wife's passing, making her favourite soup", 'alone', 'wistful'],
    ['first anniversary of mom passing', 'alone', 'grieving'],
    ['visiting my dads grave on his birthday', 'my sister', 'quiet'],
    ['obon festival, lanterns for my grandfather', 'family', 'quiet'],
  ];

  it('reads the loss, not the anniversary, the birthday or the festival', () => {
    for (const [situation, company, mood] of moments) {
      const read = momentsOf(situation, company, mood);
      expect(read).toContain('grief');
      for (const cheer of ['romance', 'birthday', 'party', 'celebrate'])
        expect(read).not.toContain(cheer);
    }
  });

  it('answers with no party record and says nothing cheerful', () => {
    for (const seed of [1, 2, 3]) {
      for (const [situation, company, mood] of moments) {
        const pick = firstPickAt(18, seed)(situation, company, mood);
        // The listener's own words may be quoted ("on his birthday"); nothing else is cheer.
        const said = `${pick.shortExplanation} ${pick.explanation}`.replace(/“[^”]*”/g, '');
        expect(said).not.toMatch(CHEER);
        expect(descriptorsOf(pick)).not.toContain('party');
      }
    }
  });

  it('"my mum has cancer" is hard news about mum, not a visit from her', () => {
    expect(momentsOf('i just found out my mum has cancer')).toContain('hard-news');
    const pick = firstPickAt(22, 1)('i just found out my mum has cancer');
    expect(pick.shortExplanation).toMatch(/hard news/);
  });

  it("an ex's wedding is the listener's heartbreak, not a wedding to play", () => {
    const read = momentsOf('ex is getting married today and i wasnt invited lol', '', 'bitter');
    expect(read).toContain('heartbreak');
    expect(read).not.toContain('wedding');
    expect(momentsOf('just got ghosted after 4 months', '', 'stupid')).toContain('heartbreak');
  });

  it('"need to cry it out" is sadness, "while i work out" is a workout', () => {
    expect(momentsOf('need to cry it out', '', 'heartbroken')).not.toContain('angry');
    expect(momentsOf('90s hip hop while i work out')).toContain('workout');
    expect(momentsOf('90s hip hop while i work out')).not.toContain('focus');
  });

  it('a loss only read from a word near it takes nothing back: a baraat procession is a wedding', () => {
    const baraat = momentsOf('hindu wedding baraat procession', 'family', 'party');
    expect(baraat).toContain('wedding');
    expect(
      firstPickAt(18, 1)('hindu wedding baraat procession', 'family', 'party').shortExplanation,
    ).toMatch(/wedding|party/);
  });

  it("a friend moved far away is the farewell, not company; a grandmother's house is memory", () => {
    const gone = momentsOf('my best friend moved abroad today', '', 'sad');
    expect(gone).toContain('farewell');
    expect(gone).not.toContain('friends');
    expect(momentsOf('cleaning out grandmas house after the funeral', 'siblings')).toContain(
      'nostalgic',
    );
  });
});
