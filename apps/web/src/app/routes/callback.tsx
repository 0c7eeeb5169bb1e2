import { FullScreenLoader } from '../../components/ui/full-screen-loader.tsx';

export default function CallbackRoute() {
  return <FullScreenLoader message="Completing sign-in..." />;
}
