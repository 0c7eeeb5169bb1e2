/** The form's inputs share one look. */
export const inputClass =
  'h-12 rounded-2xl border border-white/15 bg-ink-950/60 px-4 text-base text-mist-100 placeholder:text-mist-500 focus:border-groove-400 focus:outline-none';
