import { useId, useState, type KeyboardEvent } from 'react';
import type { AlbumSuggestion } from '@album-club/contracts/gives';
import { cn } from '../../../lib/cn.ts';
import { inputClass } from './field-style.ts';

interface Props {
  label: string;
  value: string;
  maxLength: number;
  suggestions: AlbumSuggestion[];
  onChange: (value: string) => void;
  onPick: (suggestion: AlbumSuggestion) => void;
  onTyping: (typing: boolean) => void;
}

/**
 * A text field that offers albums from the catalog and the giver's library as they type
 * (combobox: arrows move, Enter picks, Escape closes); anything typed is accepted as it is.
 */
export function AlbumField({ label, value, maxLength, suggestions, ...calls }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (suggestion: AlbumSuggestion) => {
    calls.onPick(suggestion);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-mist-300">
        {label} <span aria-hidden>*</span>
      </label>
      <input
        id={id}
        value={value}
        required
        maxLength={maxLength}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          calls.onChange(event.target.value);
          calls.onTyping(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => calls.onTyping(true)}
        onBlur={() => {
          setOpen(false);
          calls.onTyping(false);
        }}
        onKeyDown={onKeyDown}
        className={inputClass}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!shown}
        className="absolute top-full right-0 left-0 z-10 mt-1 max-h-64 overflow-y-auto rounded-2xl border border-white/10 bg-ink-900 p-1 shadow-2xl shadow-black/50"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.source}-${suggestion.artist}-${suggestion.title}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Chosen before the field loses focus, so the list is still there to click.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
            className={cn(
              'flex cursor-pointer flex-col rounded-xl px-3 py-2 text-sm',
              index === active ? 'bg-white/10' : 'hover:bg-white/5',
            )}
          >
            <span className="text-mist-100">{suggestion.title}</span>
            <span className="text-xs text-mist-400">
              {suggestion.artist}
              {suggestion.year ? ` · ${suggestion.year}` : ''}
              {suggestion.source === 'library' ? ' · in your library' : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
