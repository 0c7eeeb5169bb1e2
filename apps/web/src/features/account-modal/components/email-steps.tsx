import { useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ACCOUNT_MESSAGES } from '../../../lib/auth-errors.ts';
import type { AccountMode } from '../utils/prompt-rules.ts';
import { Field, FormError, FormNotice, TextButton } from './field.tsx';

export const PASSWORD_MIN_LENGTH = 8;

interface EmailInputProps {
  mode: AccountMode;
  initialEmail: string;
  busy: boolean;
  error: string | null;
  notice: string | null;
  onSubmit: (email: string, password: string) => void;
  /** Offered when signing in. */
  /** Told the address typed so far, so the reset form starts with it. */
  onForgotPassword?: (typed: string) => void;
}

/** Spec: e-mail required; 'Password (8+ characters)'; the button waits for both. */
export function EmailInputStep({
  mode,
  initialEmail,
  busy,
  error,
  notice,
  onSubmit,
  onForgotPassword,
}: EmailInputProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const ready = email.trim() !== '' && password.length >= PASSWORD_MIN_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !busy) onSubmit(email.trim(), password);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <FormNotice message={notice} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoFocus={!initialEmail}
      />
      <Field
        label="Password"
        type="password"
        autoComplete={mode === 'sign_up' ? 'new-password' : 'current-password'}
        placeholder="Password (8+ characters)"
        minLength={PASSWORD_MIN_LENGTH}
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoFocus={Boolean(initialEmail)}
      />
      <FormError message={error} />
      <Button type="submit" size="lg" disabled={!ready || busy}>
        {busy && <Spinner className="size-4" />}
        {mode === 'sign_up' ? 'Create account' : 'Sign in'}
      </Button>
      {mode === 'sign_in' && onForgotPassword && (
        <div className="-mt-1 text-center">
          <TextButton onClick={() => onForgotPassword(email.trim())}>Forgot password?</TextButton>
        </div>
      )}
    </form>
  );
}

interface CheckEmailProps {
  email: string;
  onDifferentEmail: () => void;
  onSignIn: () => void;
}

/** After sign-up (or a sign-in before the address was confirmed): the link is in the mail. */
export function CheckEmailStep({ email, onDifferentEmail, onSignIn }: CheckEmailProps) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-groove-500/15">
        <MailCheck aria-hidden className="size-7 text-groove-400" />
      </span>
      <p role="status" className="font-display text-lg font-semibold">
        {ACCOUNT_MESSAGES.checkEmail}
      </p>
      <p className="text-sm text-mist-300">
        We sent a link to <strong className="text-mist-100">{email}</strong>. Open it, then sign in
        with your password.
      </p>
      <Button variant="secondary" className="w-full" onClick={onSignIn}>
        I confirmed it, sign me in
      </Button>
      <TextButton onClick={onDifferentEmail}>Use a different email address</TextButton>
    </div>
  );
}
