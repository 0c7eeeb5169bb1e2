import { Button } from '../../../components/ui/button.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useSessions } from '../hooks/use-sessions.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the listener is signed in; any other session can be ended. */
export function SessionsPanel() {
  const { sessions, failed, endOne, endOthers } = useSessions();
  const others = sessions?.filter((entry) => !entry.current).length ?? 0;
  return (
    <Section title="Where you are signed in">
      {failed && <p role="alert">Your sessions could not be loaded.</p>}
      {sessions && (
        <ul className="divide-y divide-white/10">
          {sessions.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-mist-100">
                  {entry.device}
                  {entry.current && <span className="ml-2 text-groove-400">(this device)</span>}
                </p>
                <p>
                  Signed in {when(entry.createdAt)} · last seen {when(entry.lastSeenAt)}
                </p>
              </div>
              {!entry.current && (
                <Button
                  variant="ghost"
                  aria-label={`End session on ${entry.device}`}
                  disabled={endOne.isPending}
                  onClick={() => endOne.mutate(entry.id)}
                >
                  End
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others > 0 && (
        <Button
          variant="secondary"
          disabled={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          End all other sessions
        </Button>
      )}
    </Section>
  );
}
