import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A titled card of the dashboard. */
export function SectionCard({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-3xl border border-white/10 bg-white/[0.04] p-5 backdrop-blur sm:p-6',
        className,
      )}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="font-display text-lg font-semibold text-mist-100">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
