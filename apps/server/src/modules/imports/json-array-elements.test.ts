import { describe, expect, it } from 'vitest';
import {
  jsonArrayElements,
  JsonArrayScanner,
  MALFORMED_ELEMENT,
  NotJsonArray,
} from './json-array-elements.ts';

const elements = (text: string) => [...jsonArrayElements(Buffer.from(text))];

/** The element texts of `bytes` fed in pieces of `size` bytes, the list checked complete. */
function textsInPieces(bytes: Buffer, size: number): string[] {
  const texts: string[] = [];
  const scanner = new JsonArrayScanner();
  for (let at = 0; at < bytes.length; at += size)
    scanner.feed(bytes.subarray(at, at + size), (text) => texts.push(text));
  scanner.finish();
  return texts;
}

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

  it('finds the same elements however the bytes are cut, in a string, an escape or a character', () => {
    const list = [
      { a: 'x, ] } "q" \\', b: [1, [2, { c: '[' }]] },
      'ends with a backslash \\',
      '\\\\"',
      { ünïcode: 'Björk – Homogenic' },
      [],
    ];
    const bytes = Buffer.from(`\uFEFF [ ${list.map((e) => JSON.stringify(e)).join(' , ')} ] `);
    for (let size = 1; size <= bytes.length; size++)
      expect(textsInPieces(bytes, size).map((text) => JSON.parse(text) as unknown)).toEqual(list);
  });

  it('checks a list fed in pieces without keeping its elements', () => {
    const check = (text: string) => {
      const scanner = new JsonArrayScanner();
      for (const piece of text.match(/.{1,3}/gs) ?? []) scanner.feed(Buffer.from(piece));
      scanner.finish();
    };
    expect(() => check('[{"a": "b\\\\"}, 2]')).not.toThrow();
    expect(() => check('[{"a": "b\\\\"}, 2')).toThrow('not complete JSON');
    // The quote after one backslash is part of the string, which never closes.
    expect(() => check('[{"a": "b\\"}, 2]')).toThrow('not complete JSON');
    expect(() => check(' {"a": 1}')).toThrow('not a JSON list');
  });
});
