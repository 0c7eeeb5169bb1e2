import type { AccountTrigger } from '../../../lib/account-events.ts';

/** Spec (account modal): local keys and the dismissal limit. */
export const DISMISS_COUNT_KEY = 'account_prompt_dismiss_count';
export const DISMISS_LIMIT = 3;

export function readDismissCount(): number {
  try {
    const count = Number(localStorage.getItem(DISMISS_COUNT_KEY) ?? 0);
    return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  } catch {
    return 0;
  }
}

export function writeDismissCount(count: number): void {
  try {
    if (count <= 0) localStorage.removeItem(DISMISS_COUNT_KEY);
    else localStorage.setItem(DISMISS_COUNT_KEY, String(count));
  } catch {
    // Spec: a failed local storage write is ignored.
  }
}

/**
 * Spec: the modal shows for a sign_in trigger, or for any trigger when the listener has no
 * account and fewer than 3 dismissals. A sign_in trigger after 3 dismissals resets the count.
 */
export function promptDecision(
  trigger: AccountTrigger,
  state: { hasAccount: boolean; dismissCount: number; explicit?: boolean },
): { show: boolean; resetCount: boolean } {
  if (trigger === 'sign_in') return { show: true, resetCount: state.dismissCount >= DISMISS_LIMIT };
  // Not a prompt but an answer: the listener tapped something only members have.
  if (state.explicit) return { show: !state.hasAccount, resetCount: false };
  return { show: !state.hasAccount && state.dismissCount < DISMISS_LIMIT, resetCount: false };
}

export type AccountMode = 'sign_in' | 'sign_up';

/** Spec: the modal starts in sign in mode for the sign_in trigger, sign up otherwise. */
export const initialMode = (trigger: AccountTrigger): AccountMode =>
  trigger === 'sign_in' ? 'sign_in' : 'sign_up';

export const modalTitle = (mode: AccountMode) =>
  mode === 'sign_in' ? 'Welcome Back' : 'Save Your Progress';

const SUBTITLES: Record<AccountTrigger | 'default', string> = {
  save: 'Create an account to keep this album, your rating and your notes.',
  five_recs: 'Five recommendations in: save them all, and the taste you are building.',
  return_visit: 'Welcome back! Sign up so your picks follow you to any device.',
  feature: 'This one is for members. It takes a few seconds to join.',
  sign_in: 'Sign in to pick up where you left off.',
  default: 'Keep your ratings, tags and recommendations safe.',
};

/**
 * The subtitle for what brought the modal up (the spec names the triggers, not the wording),
 * while the listener stays in the mode it opened in; after they switch between 'Sign up' and
 * 'Sign in', the words follow the mode, never contradicting the title.
 */
export function modalSubtitle(
  trigger: AccountTrigger | 'default',
  mode?: AccountMode,
  asked?: string,
): string {
  const opened = trigger === 'default' ? 'sign_up' : initialMode(trigger);
  if (mode === undefined || mode === opened) return asked ?? SUBTITLES[trigger];
  return mode === 'sign_in' ? SUBTITLES.sign_in : SUBTITLES.default;
}
