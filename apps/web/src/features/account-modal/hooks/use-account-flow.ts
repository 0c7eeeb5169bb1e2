import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { AccountCreationDetail } from '../../../lib/account-events.ts';
import {
  ACCOUNT_MESSAGES,
  startFailedMessage,
  type SignInStart,
} from '../../../lib/auth-errors.ts';
import {
  requestPasswordReset,
  resetPassword,
  sendPhoneCode,
  signInWithEmail,
  signUpWithEmail,
  verifyPhoneCode,
} from '../api/account-actions.ts';
import { toE164 } from '../utils/phone-number.ts';
import { initialMode, type AccountMode } from '../utils/prompt-rules.ts';

export type Step =
  | 'choose'
  | 'phone'
  | 'verify-phone'
  | 'email'
  | 'check-email'
  | 'forgot-password'
  | 'new-password'
  | 'success';

/** Spec: the success handler runs 2 s after the success step shows. */
export const SUCCESS_HANDLER_MS = 2000;

/** The modal's steps: choose → input (phone or e-mail) → verify → success. */
export function useAccountFlow(request: AccountCreationDetail, onSuccess: () => void) {
  const [mode, setMode] = useState<AccountMode>(initialMode(request.trigger));
  const [step, setStep] = useState<Step>(request.startWith ?? 'choose');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  /** How many times a new code was sent to the same number; each one starts a fresh code field. */
  const [resends, setResends] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(request.notice ?? null);
  const done = useEffectEvent(onSuccess);

  useEffect(() => {
    if (step !== 'success') return;
    const timer = window.setTimeout(() => done(), SUCCESS_HANDLER_MS);
    return () => window.clearTimeout(timer);
  }, [step]);

  const go = useCallback((next: Step) => {
    setError(null);
    setStep(next);
  }, []);

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }, []);

  const sendCode = (formatted: string) =>
    run(async () => {
      const outcome = await sendPhoneCode(toE164(formatted));
      if (!outcome.ok) return setError(outcome.message);
      setPhone(formatted);
      setResends(0);
      go('verify-phone');
    });

  const resendCode = () =>
    run(async () => {
      const outcome = await sendPhoneCode(toE164(phone));
      if (!outcome.ok) return setError(outcome.message);
      setResends((count) => count + 1);
    });

  const verifyCode = (code: string) =>
    run(async () => {
      const outcome = await verifyPhoneCode(toE164(phone), code);
      if (!outcome.ok) return setError(outcome.message);
      go('success');
    });

  const submitEmail = (address: string, password: string) =>
    run(async () => {
      setEmail(address);
      const outcome =
        mode === 'sign_up'
          ? await signUpWithEmail(address, password)
          : await signInWithEmail(address, password);
      if (outcome.ok) return go(mode === 'sign_up' ? 'check-email' : 'success');
      if (outcome.code === 'EMAIL_NOT_VERIFIED') return go('check-email');
      setError(outcome.message);
    });

  const requestReset = (address: string) =>
    run(async () => {
      setEmail(address);
      const outcome = await requestPasswordReset(address);
      if (!outcome.ok) return setError(outcome.message);
      setNotice(ACCOUNT_MESSAGES.resetLinkSent);
    });

  const saveNewPassword = (password: string) =>
    run(async () => {
      const outcome = await resetPassword(password, request.resetToken ?? '');
      if (!outcome.ok) return setError(outcome.message);
      setMode('sign_in');
      setNotice(ACCOUNT_MESSAGES.passwordChanged);
      go('email');
    });

  const forgotPassword = (typed?: string) => {
    if (typed) setEmail(typed);
    setNotice(null);
    go('forgot-password');
  };

  const toggleMode = () => {
    setMode((current) => (current === 'sign_in' ? 'sign_up' : 'sign_in'));
    setError(null);
  };

  const signInByEmail = () => {
    setMode('sign_in');
    setNotice(null);
    go('email');
  };

  return {
    mode,
    step,
    phone,
    resends,
    email,
    busy,
    error,
    notice,
    go,
    setError,
    toggleMode,
    signInByEmail,
    sendCode,
    resendCode,
    verifyCode,
    submitEmail,
    requestReset,
    saveNewPassword,
    forgotPassword,
    providerFailed: (provider: 'google' | 'spotify', outcome: SignInStart) =>
      setError(
        startFailedMessage(
          outcome,
          provider === 'google' ? ACCOUNT_MESSAGES.googleFailed : ACCOUNT_MESSAGES.initiateFailed,
        ),
      ),
  };
}
