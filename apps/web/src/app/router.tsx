import { Suspense, lazy, type ReactNode } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader.tsx';
import { HomeRoute } from './routes/home.tsx';
import { RequireAuth } from './routes/require-auth.tsx';
import { RootLayout } from './routes/root-layout.tsx';

const DashboardRoute = lazy(() => import('./routes/dashboard.tsx'));
const RecommendationsRoute = lazy(() => import('./routes/recommendations.tsx'));
const CallbackRoute = lazy(() => import('./routes/callback.tsx'));
const FriendLinkRoute = lazy(() => import('./routes/friend-link.tsx'));
const YourDataRoute = lazy(() => import('./routes/your-data.tsx'));

const page = (element: ReactNode) => <Suspense fallback={<FullScreenLoader />}>{element}</Suspense>;

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
