import { useId } from 'react';
import { NOTES_MAX_LENGTH, NOTES_WARN_ABOVE } from '@album-club/contracts/album-rules';
import { cn } from '../../../lib/cn.ts';

/** 'Your thoughts' (spec: 140 characters; a warning above 120, then 'Character limit reached'). */
export function NotesField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  const counterId = useId();
  const remaining = NOTES_MAX_LENGTH - value.length;
  const warning = value.length > NOTES_WARN_ABOVE;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-mist-300">
        Your thoughts
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={NOTES_MAX_LENGTH}
        rows={3}
        placeholder="Where does this album take you?"
        aria-describedby={counterId}
        onChange={(event) => onChange(event.target.value.slice(0, NOTES_MAX_LENGTH))}
        className="mt-2 w-full resize-none rounded-2xl border border-white/15 bg-white/5 px-4 py-3 text-sm text-mist-100 placeholder:text-mist-500"
      />
      <p
        id={counterId}
        aria-live="polite"
        className={cn(
          'mt-1 text-right text-xs',
          remaining === 0 ? 'text-rose-300' : warning ? 'text-amber-300' : 'text-mist-500',
        )}
      >
        {remaining === 0
          ? 'Character limit reached'
          : warning
            ? `${remaining} ${remaining === 1 ? 'character' : 'characters'} remaining`
            : `${value.length}/${NOTES_MAX_LENGTH}`}
      </p>
    </div>
  );
}
