import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';

/** Spec: 'Know this?' with Yes/No toggles; choosing the same answer again clears it. */
export function KnowThis({
  known,
  onAnswer,
}: {
  known: boolean | null;
  onAnswer: (answer: boolean) => void;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex items-center justify-center gap-3">
      <span id={id} className="text-sm font-medium text-mist-300">
        Know this?
      </span>
      {[true, false].map((answer) => (
        <button
          key={String(answer)}
          type="button"
          aria-pressed={known === answer}
          onClick={() => onAnswer(answer)}
          className={cn(
            'h-9 min-w-16 rounded-full border px-4 text-sm font-semibold transition',
            known === answer
              ? 'border-transparent bg-mist-100 text-ink-950'
              : 'border-white/15 bg-white/5 text-mist-100 hover:bg-white/10',
          )}
        >
          {answer ? 'Yes' : 'No'}
        </button>
      ))}
    </div>
  );
}
