import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface Props {
  icon: LucideIcon;
  title: string;
  description: string;
  /** The buttons, one under another. */
  children: ReactNode;
  footer?: ReactNode;
}

/** A full-screen card that says what went wrong and what can be done about it. */
export function ErrorCard({ icon: Icon, title, description, children, footer }: Props) {
  return (
    <main className="stage-glow flex min-h-dvh items-center justify-center px-6 py-12">
      <section
        role="alert"
        className="w-full max-w-md rounded-3xl border border-white/10 bg-ink-900/80 p-8 text-center shadow-2xl"
      >
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-rose-500/15">
          <Icon aria-hidden className="size-7 text-rose-300" />
        </div>
        <h1 className="font-display text-2xl font-semibold">{title}</h1>
        <p className="mt-3 text-sm text-mist-300">{description}</p>
        <div className="mt-7 flex flex-col gap-3">{children}</div>
        {footer}
      </section>
    </main>
  );
}
