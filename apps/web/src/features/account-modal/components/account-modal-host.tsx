import { Suspense, useEffect, useState } from 'react';
import { RegionErrorBoundary } from '../../../components/errors/region-error-boundary.tsx';
import {
  ACCOUNT_CREATION_EVENT,
  takeUnansweredAccountRequest,
  type AccountCreationDetail,
} from '../../../lib/account-events.ts';
import type { SignInStart } from '../../../lib/auth-errors.ts';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.tsx';
import { promptDecision, readDismissCount, writeDismissCount } from '../utils/prompt-rules.ts';

const AccountModal = lazyWithRetry(() => import('./account-modal.tsx'));

interface Props {
  /** A permanent account (not anonymous). */
  hasAccount: boolean;
  startProvider: (provider: 'google' | 'spotify') => Promise<SignInStart>;
  onSuccess: () => void;
}

/**
 * Listens for the spec's triggerAccountCreation event, applies the prompt rules, and loads the
 * modal (Radix Dialog and the sign-in client) only when it is first shown.
 */
export function AccountModalHost({ hasAccount, startProvider, onSuccess }: Props) {
  const [request, setRequest] = useState<(AccountCreationDetail & { id: number }) | null>(null);

  // Spec: success clears the count. Sign-ins that finish elsewhere (a provider's callback) never
  // reach this modal's own success step, so a confirmed account clears it too.
  useEffect(() => {
    if (hasAccount) writeDismissCount(0);
  }, [hasAccount]);

  useEffect(() => {
    const answer = (detail: AccountCreationDetail) => {
      const decision = promptDecision(detail.trigger, {
        hasAccount,
        dismissCount: readDismissCount(),
        explicit: detail.explicit,
      });
      if (decision.resetCount) writeDismissCount(0);
      if (decision.show) setRequest({ ...detail, id: Date.now() });
    };
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<AccountCreationDetail>).detail;
      if (!detail?.trigger) return;
      event.preventDefault();
      answer(detail);
    };
    window.addEventListener(ACCOUNT_CREATION_EVENT, listener);
    // A page may have asked while it first rendered, before this listener existed.
    const early = takeUnansweredAccountRequest();
    if (early) answer(early);
    return () => window.removeEventListener(ACCOUNT_CREATION_EVENT, listener);
  }, [hasAccount]);

  if (!request) return null;
  return (
    <RegionErrorBoundary inline resetKeys={[request.id]}>
      <Suspense fallback={null}>
        <AccountModal
          key={request.id}
          request={request}
          startProvider={startProvider}
          onDismiss={() => {
            writeDismissCount(readDismissCount() + 1);
            setRequest(null);
          }}
          onSuccess={() => {
            writeDismissCount(0);
            setRequest(null);
            onSuccess();
          }}
        />
      </Suspense>
    </RegionErrorBoundary>
  );
}
