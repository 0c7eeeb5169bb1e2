import { useState } from 'react';
import { ArrowLeft, PartyPopper } from 'lucide-react';
import { Logo } from '../../../components/brand/logo.tsx';
import {
  Dialog,
  DialogCloseButton,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import type { AccountCreationDetail } from '../../../lib/account-events.ts';
import type { SignInStart } from '../../../lib/auth-errors.ts';
import { usePageRestored } from '../../../lib/use-page-restored.ts';
import { modalSubtitle, modalTitle } from '../utils/prompt-rules.ts';
import { useAccountFlow } from '../hooks/use-account-flow.ts';
import { ChooseStep } from './choose-step.tsx';
import { CheckEmailStep, EmailInputStep } from './email-steps.tsx';
import { ForgotPasswordStep, NewPasswordStep } from './password-reset-steps.tsx';
import { PhoneInputStep, PhoneVerifyStep } from './phone-steps.tsx';

interface Props {
  request: AccountCreationDetail;
  /** Starts a provider sign-in (the browser leaves for the provider), or says why it did not. */
  startProvider: (provider: 'google' | 'spotify') => Promise<SignInStart>;
  onDismiss: () => void;
  onSuccess: () => void;
}

/** Spec (account-creation modal). Loaded with the first prompt, never with the first page. */
export default function AccountModal({ request, startProvider, onDismiss, onSuccess }: Props) {
  const flow = useAccountFlow(request, onSuccess);
  const [leaving, setLeaving] = useState<'google' | 'spotify' | null>(null);
  // Back from the provider's page: the buttons must work again.
  usePageRestored(() => setLeaving(null));
  const provider = async (which: 'google' | 'spotify') => {
    setLeaving(which);
    const outcome = await startProvider(which);
    if (outcome !== 'started') {
      setLeaving(null);
      flow.providerFailed(which, outcome);
    }
  };
  const canGoBack = flow.step !== 'choose' && flow.step !== 'success';
  // A reset link's words are for choosing the password; signing in afterwards reads as usual.
  const askedSubtitle =
    request.startWith === 'new-password' && flow.step !== 'new-password'
      ? undefined
      : request.subtitle;

  return (
    <Dialog
      open
      onDismiss={() => {
        if (flow.step !== 'success') onDismiss();
      }}
      overlayClassName="z-50 bg-ink-950/75"
      className="p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:w-full sm:max-w-md sm:p-8"
    >
      <div className="mb-6 flex items-center justify-between">
        {canGoBack ? (
          <button
            type="button"
            onClick={() => flow.go(flow.step === 'forgot-password' ? 'email' : 'choose')}
            className="flex items-center gap-1 rounded-full px-2 py-1 text-sm text-mist-300 hover:bg-white/5 hover:text-mist-100"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Back
          </button>
        ) : (
          <Logo className="size-9" />
        )}
        <DialogCloseButton />
      </div>
      <DialogTitle className="font-display text-3xl font-semibold tracking-tight">
        {flow.step === 'success' ? "You're all set" : modalTitle(flow.mode)}
      </DialogTitle>
      <DialogDescription className="mt-2 mb-6 text-sm leading-relaxed text-mist-300">
        {flow.step === 'success'
          ? 'Your ratings, tags and recommendations are saved to your account.'
          : modalSubtitle(request.trigger, flow.mode, askedSubtitle)}
      </DialogDescription>

      {flow.step === 'choose' && (
        <ChooseStep
          mode={flow.mode}
          busy={leaving}
          error={flow.error}
          onGoogle={() => void provider('google')}
          onSpotify={() => void provider('spotify')}
          onPhone={() => flow.go('phone')}
          onEmail={() => flow.go('email')}
          onToggleMode={flow.toggleMode}
        />
      )}
      {flow.step === 'phone' && (
        <PhoneInputStep
          initial={flow.phone}
          busy={flow.busy}
          error={flow.error}
          onSubmit={(value) => void flow.sendCode(value)}
        />
      )}
      {flow.step === 'verify-phone' && (
        <PhoneVerifyStep
          key={flow.resends}
          phone={flow.phone}
          busy={flow.busy}
          error={flow.error}
          resent={flow.resends > 0}
          onVerify={(code) => void flow.verifyCode(code)}
          onResend={() => void flow.resendCode()}
          onDifferentNumber={() => flow.go('phone')}
        />
      )}
      {flow.step === 'email' && (
        <EmailInputStep
          mode={flow.mode}
          initialEmail={flow.email}
          busy={flow.busy}
          error={flow.error}
          notice={flow.notice}
          onSubmit={(address, password) => void flow.submitEmail(address, password)}
          onForgotPassword={flow.forgotPassword}
        />
      )}
      {flow.step === 'forgot-password' && (
        <ForgotPasswordStep
          initialEmail={flow.email}
          busy={flow.busy}
          error={flow.error}
          notice={flow.notice}
          onSubmit={(address) => void flow.requestReset(address)}
        />
      )}
      {flow.step === 'new-password' && (
        <NewPasswordStep
          busy={flow.busy}
          error={flow.error}
          onSubmit={(password) => void flow.saveNewPassword(password)}
        />
      )}
      {flow.step === 'check-email' && (
        <CheckEmailStep
          email={flow.email}
          onDifferentEmail={() => flow.go('email')}
          onSignIn={flow.signInByEmail}
        />
      )}
      {flow.step === 'success' && (
        <div role="status" className="flex flex-col items-center gap-3 py-4">
          <span className="flex size-16 items-center justify-center rounded-full bg-emerald-400/15">
            <PartyPopper aria-hidden className="size-8 text-emerald-300" />
          </span>
          <p className="text-mist-300">Taking you back to the music...</p>
        </div>
      )}
    </Dialog>
  );
}
