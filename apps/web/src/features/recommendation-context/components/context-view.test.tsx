import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFILL_WINDOW_MS, rememberContext } from '../api/last-context.ts';
import { wantNewFor } from '../api/want-new.ts';
import ContextView from './context-view.tsx';

describe('the contextual-recommendation view', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('enables Next only with a situation, and Enter advances like Next', async () => {
    const user = userEvent.setup();
    render(<ContextView onClose={vi.fn()} onDone={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'What are you doing right now?' })).toBeVisible();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText('Who are you with? (optional)'), 'my grandma{Enter}');
    expect(screen.getByRole('heading', { name: 'What are you doing right now?' })).toBeVisible();
    await user.type(screen.getByLabelText('What are you doing?'), '   ');
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText('What are you doing?'), 'doing the dishes');
    expect(next).toBeEnabled();
    await user.type(screen.getByLabelText('How are you feeling? (optional)'), 'hopeful{Enter}');
    expect(screen.getByRole('heading', { name: 'Want something new?' })).toBeVisible();
  });

  it('shows “Finding your perfect album...” for 2 s, then hands over the moment with yes → yeah', async () => {
    const onDone = vi.fn();
    const onChosen = vi.fn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<ContextView onClose={vi.fn()} onDone={onDone} onChosen={onChosen} />);
    await user.type(screen.getByLabelText('What are you doing?'), ' late night drive ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: /^Yes/ }));
    expect(screen.getByText('Finding your perfect album...')).toBeVisible();
    // The request can start with the last choice, not after the 2 s screen.
    expect(onChosen).toHaveBeenCalledWith({
      activity: 'late night drive',
      wantNew: 'yeah',
      context: { situation: 'late night drive', company: '', mood: '' },
    });
    act(() => vi.advanceTimersByTime(1900));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onDone).toHaveBeenCalledWith({
      activity: 'late night drive',
      wantNew: 'yeah',
      context: { situation: 'late night drive', company: '', mood: '' },
    });
  });

  it('calls a remembered moment “from a minute ago”, but not one just typed', async () => {
    const user = userEvent.setup();
    rememberContext({ situation: 'cooking', company: '', mood: '' }, Date.now() - 60_000);
    render(<ContextView onClose={vi.fn()} onDone={vi.fn()} />);
    expect(screen.getByText(/your moment from a minute ago/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change my moment' }));
    await user.clear(screen.getByLabelText('What are you doing?'));
    await user.type(screen.getByLabelText('What are you doing?'), 'baking{Enter}');
    expect(screen.getByText(/For “baking”/)).toBeVisible();
    expect(screen.queryByText(/from a minute ago/)).not.toBeInTheDocument();
  });

  it('prefills the last moment within 2 minutes and opens on step 2; not after', () => {
    rememberContext({ situation: 'cooking', company: 'kids', mood: 'tired' }, Date.now() - 60_000);
    const { unmount } = render(<ContextView onClose={vi.fn()} onDone={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Want something new?' })).toBeVisible();
    expect(screen.getByText(/For “cooking”/)).toBeVisible();
    unmount();
    rememberContext(
      { situation: 'cooking', company: '', mood: '' },
      Date.now() - PREFILL_WINDOW_MS - 1,
    );
    render(<ContextView onClose={vi.fn()} onDone={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'What are you doing right now?' })).toBeVisible();
    expect(screen.getByLabelText('What are you doing?')).toHaveValue('');
  });
});

describe('want-new mapping', () => {
  it('maps yes, no, you-choose (randomly) and anything else', () => {
    expect(wantNewFor('yes')).toBe('yeah');
    expect(wantNewFor('no')).toBe('nah');
    expect(wantNewFor('you-choose', () => 0.2)).toBe('yeah');
    expect(wantNewFor('you-choose', () => 0.7)).toBe('nah');
    expect(wantNewFor('whatever')).toBe('your_choice');
  });
});
