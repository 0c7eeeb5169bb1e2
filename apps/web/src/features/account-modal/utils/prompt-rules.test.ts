// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialMode, modalSubtitle, modalTitle, promptDecision } from './prompt-rules.ts';

describe('account prompt rules', () => {
  it('always shows for sign_in; resets the count after 3 dismissals', () => {
    expect(promptDecision('sign_in', { hasAccount: true, dismissCount: 0 })).toEqual({
      show: true,
      resetCount: false,
    });
    expect(promptDecision('sign_in', { hasAccount: false, dismissCount: 3 })).toEqual({
      show: true,
      resetCount: true,
    });
  });

  it('shows other triggers only without an account and under 3 dismissals', () => {
    expect(promptDecision('save', { hasAccount: false, dismissCount: 2 }).show).toBe(true);
    expect(promptDecision('save', { hasAccount: false, dismissCount: 3 }).show).toBe(false);
    expect(promptDecision('five_recs', { hasAccount: true, dismissCount: 0 }).show).toBe(false);
  });

  it('titles the modal by mode, starting in sign in for the sign_in trigger', () => {
    expect(initialMode('sign_in')).toBe('sign_in');
    expect(initialMode('feature')).toBe('sign_up');
    expect(modalTitle('sign_in')).toBe('Welcome Back');
    expect(modalTitle('sign_up')).toBe('Save Your Progress');
  });

  it('words the subtitle by trigger, and by mode once the listener switches', () => {
    expect(modalSubtitle('save', 'sign_up')).toBe(
      'Create an account to keep this album, your rating and your notes.',
    );
    expect(modalSubtitle('sign_in', 'sign_in')).toBe('Sign in to pick up where you left off.');
    // Switched to 'Sign up' from 'Sign in', and the other way round.
    expect(modalSubtitle('sign_in', 'sign_up')).toBe(
      'Keep your ratings, tags and recommendations safe.',
    );
    expect(modalSubtitle('save', 'sign_in')).toBe('Sign in to pick up where you left off.');
  });
});
