import { useId, useState } from 'react';
import { Check, Plus, X } from 'lucide-react';
import { normaliseTag, PRESET_TAGS, tagKey } from '@album-club/contracts/album-rules';

/** The tag the product stores for library albums; never shown, always kept. */
const HIDDEN = 'saved';

/**
 * 'Perfect for:' — the album's tags (removable), the preset tags it does not have yet (each can be
 * added once) and a tag of the listener's own (trimmed, not empty, not already there).
 */
export function TagPicker({ tags, onChange }: { tags: string[]; onChange: (t: string[]) => void }) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const keys = new Set(tags.map(tagKey));
  const shown = tags.filter((tag) => tagKey(tag) !== HIDDEN);
  const presets = PRESET_TAGS.filter((tag) => !keys.has(tagKey(tag)));
  const candidate = normaliseTag(draft);
  const canAdd = candidate !== '' && !keys.has(tagKey(candidate));

  const add = (tag: string) => onChange([...tags, normaliseTag(tag)]);
  const addDraft = () => {
    if (!canAdd) return;
    add(candidate);
    setDraft('');
  };

  return (
    <fieldset>
      <legend className="text-sm font-medium text-mist-300">Perfect for:</legend>
      {shown.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Tags on this album">
          {shown.map((tag) => (
            <li key={tag} className="max-w-full">
              <button
                type="button"
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="inline-flex max-w-full items-center gap-1 rounded-[0.875rem] bg-gradient-to-r from-groove-500/80 to-violet-glow/80 px-3 py-1 text-left text-sm text-white [overflow-wrap:anywhere]"
              >
                <span className="min-w-0">{tag}</span>
                <X aria-hidden className="size-3.5 shrink-0" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Preset tags">
        {presets.map((tag) => (
          <li key={tag}>
            <button
              type="button"
              onClick={() => add(tag)}
              className="inline-flex items-center gap-1 rounded-full border border-white/15 px-3 py-1 text-sm text-mist-300 hover:border-white/30 hover:text-mist-100"
            >
              <Plus aria-hidden className="size-3.5" />
              {tag}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          Add your own tag
        </label>
        <input
          id={inputId}
          value={draft}
          maxLength={40}
          placeholder="Your tag"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addDraft();
            }
          }}
          className="h-10 min-w-0 flex-1 rounded-full border border-white/15 bg-white/5 px-4 text-sm text-mist-100 placeholder:text-mist-500"
        />
        <button
          type="button"
          onClick={addDraft}
          disabled={!canAdd}
          aria-label="Add tag"
          className="flex size-10 items-center justify-center rounded-full bg-white/10 text-mist-100 disabled:opacity-40"
        >
          <Check aria-hidden className="size-4" />
        </button>
      </div>
    </fieldset>
  );
}
