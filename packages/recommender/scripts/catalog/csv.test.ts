import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('handles quotes, doubled quotes, commas and newlines inside fields', () => {
    const rows = parseCsv('a,b,c\r\n"x, y","say ""hi""","line\nbreak"\n1,,3\n');
    expect(rows).toEqual([
      { a: 'x, y', b: 'say "hi"', c: 'line\nbreak' },
      { a: '1', b: '', c: '3' },
    ]);
  });
});
