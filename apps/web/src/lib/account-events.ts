/** Spec: the account-creation modal listens for this window event. */
export const ACCOUNT_CREATION_EVENT = 'triggerAccountCreation';

export type AccountTrigger = 'save' | 'five_recs' | 'return_visit' | 'feature' | 'sign_in';

export function triggerAccountCreation(trigger: AccountTrigger): void {
  window.dispatchEvent(new CustomEvent(ACCOUNT_CREATION_EVENT, { detail: { trigger } }));
}
