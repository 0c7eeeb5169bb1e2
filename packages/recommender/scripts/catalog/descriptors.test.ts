import { describe, expect, it } from 'vitest';
import { DescriptorNormaliser } from './descriptors.ts';

const normaliser = new DescriptorNormaliser(
  ['male vocalist', 'concept album', 'Wall of Sound', 'LGBT', 'melancholic'],
  ['uncommon', 'time', 'signatures', 'generative', 'music'],
);

describe('DescriptorNormaliser', () => {
  it.each([
    ['malevocals', 'male vocals'],
    ['male vocals', 'male vocals'],
    ['conceptalbum', 'concept album'],
    ['Wallof Sound', 'Wall of Sound'],
    ['LGBT', 'LGBTQ'],
    ['uncommontimesignatures', 'uncommon time signatures'],
    ['generativemusic', 'generative music'],
    ['melancholic', 'melancholic'],
  ])('%s → %s', (raw, spaced) => {
    expect(normaliser.normalise(raw)).toBe(spaced);
  });

  it('drops empty and elided descriptors', () => {
    expect(normaliser.normalise(' ')).toBeNull();
    expect(normaliser.normalise('...')).toBeNull();
  });
});
