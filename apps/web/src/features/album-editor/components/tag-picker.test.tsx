import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TagPicker } from './tag-picker.tsx';

function Harness({ initial }: { initial: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagPicker tags={tags} onChange={setTags} />
      <output aria-label="tags">{tags.join('|')}</output>
    </>
  );
}

const stored = () => screen.getByRole('status', { name: 'tags' }).textContent;

describe('the edit modal’s tags (spec: preset tags added once; custom tags unique)', () => {
  it('adds a preset once: it leaves the presets and can be removed again', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['saved']} />);
    const presets = screen.getByRole('list', { name: 'Preset tags' });
    await user.click(within(presets).getByRole('button', { name: 'late night' }));
    expect(stored()).toBe('saved|late night');
    expect(within(presets).queryByRole('button', { name: 'late night' })).toBeNull();
    // 'saved' is kept but never shown.
    expect(screen.queryByRole('button', { name: 'Remove tag saved' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove tag late night' }));
    expect(stored()).toBe('saved');
    expect(within(presets).getByRole('button', { name: 'late night' })).toBeVisible();
  });

  it('adds a trimmed custom tag with Enter, and refuses an empty one or one already there', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Focus']} />);
    const input = screen.getByPlaceholderText('Your tag');
    const add = screen.getByRole('button', { name: 'Add tag' });
    await user.type(input, '   ');
    expect(add).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'focus');
    expect(add).toBeDisabled();
    await user.clear(input);
    await user.type(input, '  rainy   sunday {Enter}');
    expect(stored()).toBe('Focus|rainy sunday');
    expect(input).toHaveValue('');
  });
});
