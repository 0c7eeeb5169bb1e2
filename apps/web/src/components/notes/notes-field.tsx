import { useId } from 'react';
import { NOTES_MAX_LENGTH } from '@album-club/contracts/album-rules';
import { cn } from '../../lib/cn.ts';
import { notesCounter } from './notes-counter.ts';

/** 'stage': the rating screen's own field; 'compact': in a dialog among other fields. */
type Look = 'stage' | 'compact';

interface LookClasses {
  box?: string;
  label: string;
  input: string;
  counter: string;
  quiet: string;
  /** The counter's colour at the limit; a warning's otherwise. */
  limit: string;
}

const looks: Record<Look, LookClasses> = {
  stage: {
    box: 'flex flex-col gap-2',
    label: 'font-display text-lg font-semibold',
    input: 'border-white/10 text-base focus:border-groove-400/60 focus:outline-none',
    counter: 'text-right text-xs',
    quiet: 'text-mist-400',
    limit: 'text-amber-300',
  },
  compact: {
    label: 'text-sm font-medium text-mist-300',
    input: 'mt-2 w-full border-white/15 text-sm',
    counter: 'mt-1 text-right text-xs',
    quiet: 'text-mist-500',
    limit: 'text-rose-300',
  },
};

interface Props {
  value: string;
  onChange: (next: string) => void;
  look?: Look;
}

/** Spec: 'Your thoughts', 140 characters at most, with the counter rules. */
export function NotesField({ value, onChange, look = 'stage' }: Props) {
  const id = useId();
  const counter = notesCounter(value.length);
  const style = looks[look];
  const tone =
    value.length >= NOTES_MAX_LENGTH
      ? style.limit
      : counter.warning
        ? 'text-amber-300'
        : style.quiet;
  return (
    <div className={style.box}>
      <label htmlFor={id} className={style.label}>
        Your thoughts
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={NOTES_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value.slice(0, NOTES_MAX_LENGTH))}
        placeholder="Where does this album take you?"
        rows={3}
        aria-describedby={`${id}-counter`}
        className={cn(
          'resize-none rounded-2xl border bg-white/5 px-4 py-3 text-mist-100 placeholder:text-mist-500',
          style.input,
        )}
      />
      <p id={`${id}-counter`} aria-live="polite" className={cn(style.counter, tone)}>
        {counter.text}
      </p>
    </div>
  );
}
