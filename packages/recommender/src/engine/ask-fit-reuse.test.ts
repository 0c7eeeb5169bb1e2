import { describe, expect, it } from 'vitest';
import type { Engine } from './create-engine.ts';
import { createBuiltInEngine } from '../load/built-in-engine.ts';

const ask = (engine: Engine, situation: string) =>
  engine
    .recommend({ context: { situation }, wantNew: 'your_choice', top: 5, seed: 1 })
    .map((r) => [r.album.id, r.score]);

describe('genre asks read again', () => {
  it('a plain ask answers the same after the same genre was asked with years', () => {
    const fresh = ask(createBuiltInEngine(), 'some jazz');
    const engine = createBuiltInEngine();
    expect(ask(engine, 'some jazz from the 70s')).not.toEqual(fresh);
    expect(ask(engine, 'some jazz')).toEqual(fresh);
    expect(ask(engine, 'jazz from the 60s please')).not.toEqual(fresh);
    expect(ask(engine, 'some jazz')).toEqual(fresh);
  });
});
