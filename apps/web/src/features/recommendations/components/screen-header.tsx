import type { ReactNode } from 'react';
import { Logo } from '../../../components/brand/logo.tsx';

/** The recommendation screen's header: the brand, and one action on the right. */
export function ScreenHeader({ action, leading }: { action?: ReactNode; leading?: ReactNode }) {
  return (
    <header className="flex h-12 items-center justify-between gap-4">
      {leading ?? (
        <div className="flex items-center gap-2.5">
          <Logo className="size-8" />
          <span className="font-display text-lg font-semibold tracking-tight">Album Club</span>
        </div>
      )}
      {action}
    </header>
  );
}
