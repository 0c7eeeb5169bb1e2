import { Outlet } from 'react-router';
import { FullScreenLoader } from '../../components/ui/full-screen-loader.tsx';
import { useSession } from '../../lib/session.ts';

/** Every route waits for the session, so nothing flashes the wrong screen. */
export function RootLayout() {
  const { isLoading } = useSession();
  if (isLoading) return <FullScreenLoader />;
  return <Outlet />;
}
