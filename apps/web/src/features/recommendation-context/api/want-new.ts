export type WantNewChoice = 'yes' | 'no' | 'you-choose';
export type WantNew = 'yeah' | 'nah' | 'your_choice';

/** Spec: yes → 'yeah', no → 'nah', you-choose → a random 'yeah' or 'nah', anything else 'your_choice'. */
export function wantNewFor(choice: string, random: () => number = Math.random): WantNew {
  if (choice === 'yes') return 'yeah';
  if (choice === 'no') return 'nah';
  if (choice === 'you-choose') return random() < 0.5 ? 'yeah' : 'nah';
  return 'your_choice';
}
