import { useId, type InputHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn.ts';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
}

/** A labelled input in the modal's style; the hint is read out with it. */
export function Field({ label, hint, className, ...input }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 text-left">
      <label htmlFor={id} className="text-sm font-medium text-mist-300">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cn(
          'h-12 rounded-2xl border border-white/15 bg-ink-950/60 px-4 text-base text-mist-100 placeholder:text-mist-500 focus:border-groove-400 focus:outline-none',
          className,
        )}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-mist-400">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The address field of the e-mail forms. */
export function EmailField({
  value,
  onValue,
  autoFocus,
}: {
  value: string;
  onValue: (value: string) => void;
  autoFocus: boolean;
}) {
  return (
    <Field
      label="Email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onValue(event.target.value)}
      autoFocus={autoFocus}
    />
  );
}

/** Good news above a form: a link on its way, a password changed. */
export function FormNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="status"
      className="rounded-2xl border border-emerald-400/30 bg-emerald-400/10 px-4 py-3 text-sm text-emerald-100"
    >
      {message}
    </p>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-2xl border border-rose-400/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-200"
    >
      {message}
    </p>
  );
}

interface TextButtonProps {
  children: string;
  onClick: () => void;
  disabled?: boolean;
}

export function TextButton({ children, onClick, disabled }: TextButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="rounded-full px-2 py-1 text-sm font-medium text-groove-400 underline-offset-4 hover:underline disabled:opacity-60"
    >
      {children}
    </button>
  );
}
