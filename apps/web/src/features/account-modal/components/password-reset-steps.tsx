import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { PASSWORD_MIN_LENGTH } from './email-steps.tsx';
import { EmailField, Field, FormError, FormNotice } from './field.tsx';

interface ForgotProps {
  initialEmail: string;
  busy: boolean;
  error: string | null;
  /** Said once the link was asked for. */
  notice: string | null;
  onSubmit: (email: string) => void;
}

/** 'Forgot password?': the address to mail a link to, for choosing a new password. */
export function ForgotPasswordStep({ initialEmail, busy, error, notice, onSubmit }: ForgotProps) {
  const [email, setEmail] = useState(initialEmail);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() !== '' && !busy) onSubmit(email.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-mist-300">
        We will e-mail you a link to choose a new password. It works for one hour.
      </p>
      <EmailField value={email} onValue={setEmail} autoFocus />
      <FormNotice message={notice} />
      <FormError message={error} />
      <Button type="submit" size="lg" disabled={email.trim() === '' || busy}>
        {busy && <Spinner className="size-4" />}
        {notice ? 'Send the link again' : 'Send the link'}
      </Button>
    </form>
  );
}

interface NewPasswordProps {
  busy: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
}

/** From the mailed link: the new password, then sign in with it. */
export function NewPasswordStep({ busy, error, onSubmit }: NewPasswordProps) {
  const [password, setPassword] = useState('');
  const ready = password.length >= PASSWORD_MIN_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !busy) onSubmit(password);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        placeholder="Password (8+ characters)"
        minLength={PASSWORD_MIN_LENGTH}
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoFocus
      />
      <FormError message={error} />
      <Button type="submit" size="lg" disabled={!ready || busy}>
        {busy && <Spinner className="size-4" />}
        Save new password
      </Button>
    </form>
  );
}
