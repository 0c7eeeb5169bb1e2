import { describe, expect, it } from 'vitest';
import { jsonArrayElements, MALFORMED_ELEMENT, NotJsonArray } from './json-array-elements.ts';

const elements = (text: string) => [...jsonArrayElements(Buffer.from(text))];

describe('a JSON list read element by element', () => {
  it('gives the same elements as JSON.parse, nested lists, quotes and escapes included', () => {
    const list = [
      { a: 'x, ] } "q" \\', b: [1, [2, { c: '[' }]] },
      'plain "string"',
      12.5,
      null,
      true,
      [],
      { ünïcode: 'Björk – Homogenic' },
    ];
    expect(elements(JSON.stringify(list))).toEqual(list);
    expect(elements(`\uFEFF \n[ ${list.map((e) => JSON.stringify(e)).join(' ,\n ')} ]\n`)).toEqual(
      list,
    );
    expect(elements('[]')).toEqual([]);
  });

  it('refuses a file cut short or not a list before giving anything', () => {
    expect(() => elements('[{"a": 1}, {"b": "cut')).toThrow(NotJsonArray);
    expect(() => elements('[{"a": 1}, {"b": 2}')).toThrow(NotJsonArray);
    expect(() => elements('{"a": 1}')).toThrow('not a JSON list');
    expect(() => elements('')).toThrow('not complete JSON');
  });

  it('marks an element that is not JSON and goes on', () => {
    expect(elements('[{"a": 1}, {a: 2}, {"b": 3}]')).toEqual([
      { a: 1 },
      MALFORMED_ELEMENT,
      { b: 3 },
    ]);
  });
});
