import { useId, type ReactNode } from 'react';

/** A titled card in the dashboard's style. */
export function GiveCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-white/10 bg-white/[0.04] p-5 backdrop-blur sm:p-6"
    >
      <h2 id={id} className="mb-4 font-display text-lg font-semibold text-mist-100">
        {title}
      </h2>
      {children}
    </section>
  );
}
