import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FullScreenLoader } from '../../components/ui/full-screen-loader.tsx';
import { useSession } from '../../lib/session.ts';
import { startAnonymously } from '../../features/auth/api/start-sign-in.ts';
import { FriendLinkView } from '../../features/gives/components/friend-link-view.tsx';
import { QueryProvider } from '../query-provider.tsx';
import { Wordmark } from '../../components/brand/wordmark.tsx';

/**
 * A friend's recommendation link. The recipient needs no account: without a session one is
 * started anonymously, and the link is theirs from then on.
 */
export default function FriendLinkRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (isAuthenticated) return;
    void startAnonymously().then((outcome) => setFailed(outcome !== 'started'));
  }, [isAuthenticated]);

  if (!isAuthenticated && !failed) return <FullScreenLoader />;
  return (
    <div className="stage-glow min-h-dvh">
      <div className="mx-auto w-full max-w-6xl px-5 pt-[max(1.25rem,env(safe-area-inset-top))] pb-12 sm:px-8">
        <header className="flex items-center gap-2.5">
          <Wordmark />
        </header>
        <main>
          {failed ? (
            <p role="alert" className="mt-16 text-center text-mist-300">
              Album Club could not start just now. Please reload the page.
            </p>
          ) : (
            <QueryProvider>
              <FriendLinkView token={token} onDone={() => void navigate('/', { replace: true })} />
            </QueryProvider>
          )}
        </main>
      </div>
    </div>
  );
}
