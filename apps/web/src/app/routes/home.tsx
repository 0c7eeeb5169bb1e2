import { lazy } from 'react';
import { useSession } from '../../lib/session.ts';
import { LandingRoute } from './landing.tsx';

const DashboardRoute = lazy(() => import('./dashboard.tsx'));

/** Spec: / is the landing view for visitors and the dashboard for signed-in users. */
export function HomeRoute() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <DashboardRoute /> : <LandingRoute />;
}
