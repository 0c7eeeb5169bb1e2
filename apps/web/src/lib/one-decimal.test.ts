// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { oneDecimal } from './one-decimal.ts';

describe('numbers shown with one decimal', () => {
  it('rounds half up, as people read it', () => {
    expect(oneDecimal(7.45)).toBe('7.5');
    expect(oneDecimal(8.45)).toBe('8.5');
    expect(oneDecimal(1.45)).toBe('1.5');
    expect(oneDecimal(7.44)).toBe('7.4');
    expect(oneDecimal(7)).toBe('7.0');
    expect(oneDecimal(0)).toBe('0.0');
  });
});
