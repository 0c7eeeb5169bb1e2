import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ACCOUNT_MESSAGES } from '../../../lib/auth-errors.ts';
import {
  CODE_LENGTH,
  cleanCode,
  formatPhoneInput,
  isCompletePhone,
} from '../utils/phone-number.ts';
import { Field, FormError, TextButton } from './field.tsx';

interface PhoneInputProps {
  initial: string;
  busy: boolean;
  error: string | null;
  onSubmit: (formatted: string) => void;
}

/**
 * Spec: formatted as (555) 123-4567, at most 14 characters; sending needs 10 digits. The
 * formatting keeps the length: a length limit on the field would cut a pasted number first.
 */
export function PhoneInputStep({ initial, busy, error, onSubmit }: PhoneInputProps) {
  const [phone, setPhone] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isCompletePhone(phone) && !busy) onSubmit(phone);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <Field
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(555) 123-4567"
        value={phone}
        onChange={(event) => setPhone(formatPhoneInput(event.target.value))}
        hint="US numbers get +1 in front; start with + for another country. We text you a 6-digit code."
        autoFocus
      />
      <FormError message={error} />
      <Button type="submit" size="lg" disabled={!isCompletePhone(phone) || busy}>
        {busy && <Spinner className="size-4" />}
        Send code
      </Button>
    </form>
  );
}

interface VerifyProps {
  phone: string;
  busy: boolean;
  error: string | null;
  /** A new code was sent since this step first showed. */
  resent: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
  onDifferentNumber: () => void;
}

/**
 * Spec: 'We sent a 6-digit code to {phone}'; digits only, 6 at most; Verify needs all 6. An
 * expired code, or one guessed at too often, never works again, so a new one can be sent.
 */
export function PhoneVerifyStep({
  phone,
  busy,
  error,
  resent,
  onVerify,
  onResend,
  onDifferentNumber,
}: VerifyProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === CODE_LENGTH && !busy) onVerify(code);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-mist-300">
        We sent a 6-digit code to <strong className="text-mist-100">{phone}</strong>
      </p>
      {/* A later failure (a refused resend) replaces the good news, never sits under it. */}
      {resent && !error && (
        <p
          role="status"
          className="rounded-2xl border border-emerald-400/30 bg-emerald-400/10 px-4 py-3 text-sm text-emerald-100"
        >
          {ACCOUNT_MESSAGES.newCodeSent}
        </p>
      )}
      <Field
        label="Verification code"
        hint={ACCOUNT_MESSAGES.enterPhoneCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        value={code}
        onChange={(event) => setCode(cleanCode(event.target.value))}
        className="text-center font-display text-2xl tracking-[0.5em]"
        autoFocus
      />
      <FormError message={error} />
      <Button type="submit" size="lg" disabled={code.length !== CODE_LENGTH || busy}>
        {busy && <Spinner className="size-4" />}
        Verify
      </Button>
      <div className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        <TextButton onClick={onResend} disabled={busy}>
          Send a new code
        </TextButton>
        <TextButton onClick={onDifferentNumber}>Use a different phone number</TextButton>
      </div>
    </form>
  );
}
