import { Suspense, type ReactNode } from 'react';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { RegionErrorBoundary } from '../components/errors/region-error-boundary.tsx';
import { FullScreenLoader } from '../components/ui/full-screen-loader.tsx';
import { lazyWithRetry } from '../lib/lazy-with-retry.tsx';
import { HomeRoute } from './routes/home.tsx';
import { RequireAuth } from './routes/require-auth.tsx';
import { RootLayout } from './routes/root-layout.tsx';

const DashboardRoute = lazyWithRetry(() => import('./routes/dashboard.tsx'));
const RecommendationsRoute = lazyWithRetry(() => import('./routes/recommendations.tsx'));
const CallbackRoute = lazyWithRetry(() => import('./routes/callback.tsx'));
const FriendLinkRoute = lazyWithRetry(() => import('./routes/friend-link.tsx'));
const YourDataRoute = lazyWithRetry(() => import('./routes/your-data.tsx'));

/** A page that could not be downloaded fails alone, and another route clears the failure. */
function Page({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RegionErrorBoundary resetKeys={[pathname]}>
      <Suspense fallback={<FullScreenLoader />}>{children}</Suspense>
    </RegionErrorBoundary>
  );
}

const page = (element: ReactNode) => <Page>{element}</Page>;

/**
 * The spec's routes, hash-based. Declarative routing keeps the data-router machinery, which this
 * app does not use, out of the first page's bundle.
 */
export function AppRoutes() {
  return (
    <HashRouter>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/" element={page(<HomeRoute />)} />
          <Route
            path="/dashboard"
            element={page(
              <RequireAuth>
                <DashboardRoute />
              </RequireAuth>,
            )}
          />
          <Route
            path="/recommendations"
            element={page(
              <RequireAuth>
                <RecommendationsRoute />
              </RequireAuth>,
            )}
          />
          <Route
            path="/your-data"
            element={page(
              <RequireAuth>
                <YourDataRoute />
              </RequireAuth>,
            )}
          />
          <Route path="/callback" element={page(<CallbackRoute />)} />
          <Route path="/from-a-friend/:token" element={page(<FriendLinkRoute />)} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}
