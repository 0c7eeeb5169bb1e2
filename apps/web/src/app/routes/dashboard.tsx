import { useSession } from '../../lib/session.ts';

export default function DashboardRoute() {
  const { user } = useSession();
  return (
    <main className="stage-glow min-h-dvh px-5 py-8">
      <h1 className="font-display text-3xl font-semibold">Hey, {user?.name ?? 'listener'}</h1>
    </main>
  );
}
