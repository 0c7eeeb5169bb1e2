import { Dices, Sparkles, Repeat } from 'lucide-react';
import type { WantNewChoice } from '../api/want-new.ts';

const choices: { choice: WantNewChoice; label: string; hint: string; icon: typeof Sparkles }[] = [
  { choice: 'yes', label: 'Yes', hint: 'Something I have never heard', icon: Sparkles },
  { choice: 'no', label: 'No', hint: 'Something I already love', icon: Repeat },
  { choice: 'you-choose', label: 'You choose', hint: 'Surprise me', icon: Dices },
];

/** Step 2: 'Want something new?' */
export function WantNewChoices({ onChoose }: { onChoose: (choice: WantNewChoice) => void }) {
  return (
    <div className="grid gap-3">
      {choices.map(({ choice, label, hint, icon: Icon }) => (
        <button
          key={choice}
          type="button"
          onClick={() => onChoose(choice)}
          className="group flex items-center gap-4 rounded-3xl border border-white/10 bg-white/5 p-4 text-left transition hover:border-groove-400/50 hover:bg-white/10 active:scale-[0.99]"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-groove-500/30 to-violet-glow/30 text-groove-400 transition group-hover:from-groove-500/50 group-hover:to-violet-glow/50">
            <Icon aria-hidden className="size-6" />
          </span>
          <span className="flex flex-col">
            <span className="font-display text-lg font-semibold">{label}</span>
            <span className="text-sm text-mist-400">{hint}</span>
          </span>
        </button>
      ))}
    </div>
  );
}
