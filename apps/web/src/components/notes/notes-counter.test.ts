// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { notesCounter } from './notes-counter.ts';

describe('the notes counter', () => {
  it('counts quietly to 120, warns with what is left above, and says when the limit is reached', () => {
    expect(notesCounter(120)).toEqual({ text: '120/140', warning: false });
    expect(notesCounter(121)).toEqual({ text: '19 characters remaining', warning: true });
    expect(notesCounter(139)).toEqual({ text: '1 character remaining', warning: true });
    expect(notesCounter(140)).toEqual({ text: 'Character limit reached', warning: true });
  });
});
