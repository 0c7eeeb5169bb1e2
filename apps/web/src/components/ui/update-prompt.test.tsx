import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appUpdate } from '../../lib/app-update.ts';
import { UpdatePrompt } from './update-prompt.tsx';

describe('UpdatePrompt', () => {
  it('stays hidden until a new version waits, then reloads into it on request', async () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available')).toBeNull();

    const apply = vi.fn(() => Promise.resolve());
    act(() => appUpdate.offer(apply));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
  });
});
