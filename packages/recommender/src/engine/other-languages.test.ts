import { describe, expect, it } from 'vitest';
import { ALL_MOMENTS } from '../lexicon/all-moments.ts';
import { loadBuiltInWordVectors } from '../vectors/load-word-vectors.ts';
import { LexiconMatcher } from './lexicon-matcher.ts';
import type { MomentContext } from './recommend-input.ts';
import { ContextReader } from './understand-context.ts';

const vectors = loadBuiltInWordVectors();
const reader = new ContextReader(new LexiconMatcher(ALL_MOMENTS, vectors), vectors);
const moments = (context: MomentContext) => {
  const read = reader.read(context, undefined, undefined).moments;
  return [...read.keys()].filter((id) => (read.get(id) ?? 0) >= 0.6);
};

describe('company and occasions in other languages', () => {
  it('reads a partner, friends and family as such', () => {
    expect(moments({ situation: 'cena con mi novia' })).toEqual(
      expect.arrayContaining(['meal', 'partner']),
    );
    expect(moments({ situation: 'cena con mi novia' })).not.toContain('kids');
    expect(moments({ situation: 'apéro avec mes potes' })).toEqual(
      expect.arrayContaining(['drinking', 'friends']),
    );
    expect(moments({ situation: 'apéro avec mes potes' })).not.toContain('kids');
    expect(moments({ situation: 'Frühstück mit der Familie' })).toEqual(
      expect.arrayContaining(['morning', 'parents']),
    );
    expect(moments({ situation: 'pranzo con gli amici' })).toEqual(
      expect.arrayContaining(['meal', 'friends']),
    );
    expect(moments({ situation: 'jantar com a minha namorada' })).toEqual(
      expect.arrayContaining(['meal', 'partner']),
    );
  });

  it('reads Japanese written without spaces', () => {
    expect(moments({ situation: '家族で夕食' })).toEqual(
      expect.arrayContaining(['parents', 'meal']),
    );
    expect(moments({ situation: '友達とドライブ' })).toEqual(
      expect.arrayContaining(['friends', 'driving']),
    );
  });

  it('cuts the words it knows out of a Japanese run even without a particle between them', () => {
    expect(moments({ situation: '仕事帰りの電車' })).toContain('commute');
    expect(moments({ situation: '試験の勉強' })).toContain('study');
  });

  it('reads studying, exams and romance in the other languages', () => {
    expect(moments({ situation: 'estudando para a prova' })).toContain('study');
    expect(moments({ situation: 'Prüfung morgen' })).toContain('study');
    expect(moments({ situation: 'cena romantica', company: 'la mia ragazza' })).toEqual(
      expect.arrayContaining(['romance', 'meal', 'partner']),
    );
  });

  it('reads a German compound by its last word and a French elision by its word', () => {
    expect(moments({ situation: 'Sonntagsfrühstück mit der Familie' })).toContain('morning');
    expect(moments({ situation: "un soir d'orage", mood: 'mélancolique' })).toEqual(
      expect.arrayContaining(['rain', 'sad']),
    );
  });

  it('tells a partner from friends by the possessive', () => {
    expect(moments({ situation: 'soirée avec ma copine' })).toContain('partner');
    expect(moments({ situation: 'soirée avec mes copines' })).toContain('friends');
    expect(moments({ situation: 'Abend mit meiner Freundin' })).not.toContain('kids');
  });
});
