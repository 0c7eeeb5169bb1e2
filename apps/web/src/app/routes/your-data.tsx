import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '../../components/brand/logo.tsx';
import { clearLocalAppState } from '../../lib/local-state.ts';
import { clearSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast-store.ts';
import { ImportPanel } from '../../features/imports/components/import-panel.tsx';
import { ExportPanel } from '../../features/account-data/components/export-panel.tsx';
import { SessionsPanel } from '../../features/account-data/components/sessions-panel.tsx';
import { DeleteAccountPanel } from '../../features/account-data/components/delete-account-panel.tsx';
import { QueryProvider } from '../query-provider.tsx';

/** Your data: import a listening history, export everything, sessions, delete the account. */
export default function YourDataRoute() {
  return (
    <QueryProvider>
      <YourData />
    </QueryProvider>
  );
}

function YourData() {
  const navigate = useNavigate();
  const deleted = () => {
    clearLocalAppState({ signOut: true });
    clearSession();
    toast.success('Your account and all its data are deleted.');
    navigate('/', { replace: true });
  };
  return (
    <div className="stage-glow min-h-dvh">
      <div className="mx-auto w-full max-w-3xl px-5 pt-[max(1.25rem,env(safe-area-inset-top))] pb-12 sm:px-8">
        <header className="flex items-center justify-between gap-4">
          <div className="flex items-center gap-2.5">
            <Logo className="size-8" />
            <span className="font-display text-lg font-semibold tracking-tight">Album Club</span>
          </div>
          <Link
            to="/dashboard"
            className="inline-flex items-center gap-1.5 text-sm text-mist-300 hover:text-mist-100"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Dashboard
          </Link>
        </header>
        <main className="mt-8 space-y-5">
          <h1 className="font-display text-3xl font-semibold tracking-tight">Your data</h1>
          <ImportPanel />
          <ExportPanel />
          <SessionsPanel />
          <DeleteAccountPanel onDeleted={deleted} />
        </main>
      </div>
    </div>
  );
}
