import type { KeyboardEvent } from 'react';
import type { ContextForm } from '../api/last-context.ts';

const fields: { name: keyof ContextForm; label: string; placeholder: string }[] = [
  { name: 'situation', label: 'What are you doing?', placeholder: 'doing the dishes' },
  { name: 'company', label: 'Who are you with?', placeholder: 'my grandma' },
  { name: 'mood', label: 'How are you feeling?', placeholder: 'hungover but hopeful' },
];

interface Props {
  form: ContextForm;
  onChange: (field: keyof ContextForm, value: string) => void;
  onSubmit: () => void;
}

/** Step 1's three free-text fields; Enter in any of them advances like Next. */
export function ContextFields({ form, onChange, onSubmit }: Props) {
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className="flex flex-col gap-4">
      {fields.map((field, index) => (
        <label key={field.name} className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-mist-300">
            {field.label}
            {field.name !== 'situation' && <span className="text-mist-500"> (optional)</span>}
          </span>
          <input
            name={field.name}
            value={form[field.name]}
            onChange={(event) => onChange(field.name, event.target.value)}
            onKeyDown={enter}
            placeholder={field.placeholder}
            maxLength={500}
            autoComplete="off"
            autoFocus={index === 0}
            enterKeyHint={index === fields.length - 1 ? 'go' : 'next'}
            className="h-12 rounded-2xl border border-white/10 bg-white/5 px-4 text-base text-mist-100 placeholder:text-mist-500 focus:border-groove-400/60 focus:bg-white/[0.07] focus:outline-none"
          />
        </label>
      ))}
    </div>
  );
}
