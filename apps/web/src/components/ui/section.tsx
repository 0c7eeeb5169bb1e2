import type { ReactNode } from 'react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-3xl border border-white/10 bg-white/[0.03] p-5 sm:p-6"
    >
      <h2 className="font-display text-lg font-semibold text-mist-100">{title}</h2>
      <div className="mt-3 space-y-3 text-sm text-mist-300">{children}</div>
    </section>
  );
}
