import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session.ts';

/** Spec: /dashboard and /recommendations are for signed-in users; others go to / (replace). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <Navigate to="/" replace />;
  return children;
}
