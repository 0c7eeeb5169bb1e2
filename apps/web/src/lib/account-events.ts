/** Spec: the account-creation modal listens for this window event. */
export const ACCOUNT_CREATION_EVENT = 'triggerAccountCreation';

export type AccountTrigger = 'save' | 'five_recs' | 'return_visit' | 'feature' | 'sign_in';

export interface AccountCreationDetail {
  trigger: AccountTrigger;
  /** Open straight on a method's form (after an e-mail was verified, say). */
  startWith?: 'email' | 'phone';
  /** A line shown above the form. */
  notice?: string;
}

export function triggerAccountCreation(
  trigger: AccountTrigger,
  options: Omit<AccountCreationDetail, 'trigger'> = {},
): void {
  window.dispatchEvent(
    new CustomEvent<AccountCreationDetail>(ACCOUNT_CREATION_EVENT, {
      detail: { trigger, ...options },
    }),
  );
}
