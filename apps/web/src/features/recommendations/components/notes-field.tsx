import { useId } from 'react';
import { NOTES_MAX_LENGTH } from '@album-club/contracts/album-rules';
import { cn } from '../../../lib/cn.ts';
import { notesCounter } from '../api/notes-counter.ts';

/** Spec: 'Your thoughts', 140 characters at most, with the counter rules. */
export function NotesField({
  value,
  onChange,
}: {
  value: string;
  onChange: (next: string) => void;
}) {
  const id = useId();
  const counter = notesCounter(value.length);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-display text-lg font-semibold">
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
        className="resize-none rounded-2xl border border-white/10 bg-white/5 px-4 py-3 text-base text-mist-100 placeholder:text-mist-500 focus:border-groove-400/60 focus:outline-none"
      />
      <p
        id={`${id}-counter`}
        aria-live="polite"
        className={cn('text-right text-xs', counter.warning ? 'text-amber-300' : 'text-mist-400')}
      >
        {counter.text}
      </p>
    </div>
  );
}
