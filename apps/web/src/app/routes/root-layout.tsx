import { Outlet } from 'react-router';
import { FullScreenLoader } from '../../components/ui/full-screen-loader.tsx';
import { useSession } from '../../lib/session.ts';
import { DemoModeBadge } from '../../features/demo-mode/components/demo-mode-badge.tsx';
import { useSpotifyMode } from '../../features/demo-mode/hooks/use-spotify-mode.ts';

/** Every route waits for the session, so nothing flashes the wrong screen. */
export function RootLayout() {
  const { isLoading } = useSession();
  const spotifyMode = useSpotifyMode();
  if (isLoading) return <FullScreenLoader />;
  return (
    <>
      <Outlet />
      <DemoModeBadge demo={spotifyMode?.demo ?? false} />
    </>
  );
}
