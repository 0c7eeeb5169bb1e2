import { useId, useState, type FormEvent } from 'react';
import { Check, Plus, X } from 'lucide-react';
import {
  PRESET_TAGS,
  TAG_MAX_LENGTH,
  normaliseTag,
  tagKey,
} from '@album-club/contracts/album-rules';
import { cn } from '../../../lib/cn.ts';

interface Props {
  chosen: string[];
  customTags: string[];
  onToggle: (tag: string) => void;
  onAddCustom: (tag: string) => void;
}

const chip =
  // A long tag of the listener's own wraps inside its chip rather than running out of it.
  'inline-flex min-h-9 max-w-full items-center gap-1 rounded-[1.125rem] border px-3.5 py-1.5 text-left text-sm leading-tight font-medium [overflow-wrap:anywhere] transition';

/** Spec: 'Perfect for:' preset chips, then the listener's own tags and '+ Add tag'. */
export function TagRow({ chosen, customTags, onToggle, onAddCustom }: Props) {
  const ids = useId();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const isChosen = (tag: string) => chosen.some((one) => tagKey(one) === tagKey(tag));
  const all = [...PRESET_TAGS, ...customTags];

  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    const tag = normaliseTag(draft);
    if (!tag) return setProblem('Type a tag first');
    if (all.some((one) => tagKey(one) === tagKey(tag)))
      return setProblem('That tag is already here');
    onAddCustom(tag);
    setDraft('');
    setProblem(null);
    setAdding(false);
  };

  return (
    <div role="group" aria-labelledby={`${ids}-label`} className="flex flex-col gap-2.5">
      <span id={`${ids}-label`} className="text-sm font-medium text-mist-300">
        Perfect for:
      </span>
      <div className="flex flex-wrap gap-2">
        {all.map((tag) => (
          <button
            key={tag}
            type="button"
            aria-pressed={isChosen(tag)}
            onClick={() => onToggle(tag)}
            className={cn(
              chip,
              isChosen(tag)
                ? 'border-transparent bg-gradient-to-r from-groove-500 to-violet-glow text-white'
                : 'border-white/15 bg-white/5 text-mist-100 hover:bg-white/10',
            )}
          >
            <span className="min-w-0">{tag}</span>
          </button>
        ))}
        {adding ? (
          <form onSubmit={confirm} className="flex items-center gap-1">
            <input
              autoFocus
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setAdding(false);
              }}
              placeholder="Your tag"
              aria-label="Your tag"
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${ids}-problem` : undefined}
              maxLength={TAG_MAX_LENGTH}
              className="h-9 w-36 rounded-full border border-groove-400/60 bg-white/5 px-3.5 text-sm text-mist-100 placeholder:text-mist-500 focus:outline-none"
            />
            <button
              type="submit"
              aria-label="Add this tag"
              className="flex size-9 items-center justify-center rounded-full bg-groove-500 text-white hover:bg-groove-400"
            >
              <Check aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              aria-label="Cancel"
              onClick={() => setAdding(false)}
              className="flex size-9 items-center justify-center rounded-full text-mist-400 hover:bg-white/10"
            >
              <X aria-hidden className="size-4" />
            </button>
          </form>
        ) : (
          <button
            type="button"
            onClick={() => setAdding(true)}
            className={cn(chip, 'border-dashed border-white/25 text-mist-300 hover:text-mist-100')}
          >
            <Plus aria-hidden className="size-4" />
            Add tag
          </button>
        )}
      </div>
      {problem && (
        <p id={`${ids}-problem`} role="alert" className="text-xs text-groove-400">
          {problem}
        </p>
      )}
    </div>
  );
}
