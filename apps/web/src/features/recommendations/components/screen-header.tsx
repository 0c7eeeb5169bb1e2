import type { ReactNode } from 'react';
import { HomeLink } from '../../../components/brand/home-link.tsx';

/** The recommendation screen's header: the brand (a way home), and one action on the right. */
export function ScreenHeader({ action, leading }: { action?: ReactNode; leading?: ReactNode }) {
  return (
    <header className="flex h-12 items-center justify-between gap-4">
      {leading ?? <HomeLink />}
      {action}
    </header>
  );
}
