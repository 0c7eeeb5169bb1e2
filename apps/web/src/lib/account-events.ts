/** Spec: the account-creation modal listens for this window event. */
export const ACCOUNT_CREATION_EVENT = 'triggerAccountCreation';

export type AccountTrigger = 'save' | 'five_recs' | 'return_visit' | 'feature' | 'sign_in';

export interface AccountCreationDetail {
  trigger: AccountTrigger;
  /** Open straight on a method's form (after an e-mail was verified, say). */
  startWith?: 'email' | 'phone' | 'new-password';
  /** The token of a password reset link, for the 'new-password' step. */
  resetToken?: string;
  /** A line shown above the form. */
  notice?: string;
  /** What the listener asked for, in place of the trigger's subtitle (in the mode it opens in). */
  subtitle?: string;
  /** The listener tapped something that needs an account: shown even past the dismissal limit. */
  explicit?: boolean;
}

let unanswered: AccountCreationDetail | null = null;

/**
 * Asks for the modal. A listener answers by calling preventDefault(); a request made before the
 * listener is mounted (a page that asks while it first renders) waits for it.
 */
export function triggerAccountCreation(
  trigger: AccountTrigger,
  options: Omit<AccountCreationDetail, 'trigger'> = {},
): void {
  const detail = { trigger, ...options };
  const event = new CustomEvent<AccountCreationDetail>(ACCOUNT_CREATION_EVENT, {
    detail,
    cancelable: true,
  });
  unanswered = window.dispatchEvent(event) ? detail : null;
}

/** The request nobody was listening for yet, handed over once. */
export function takeUnansweredAccountRequest(): AccountCreationDetail | null {
  const request = unanswered;
  unanswered = null;
  return request;
}
