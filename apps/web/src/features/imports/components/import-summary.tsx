import type { ImportRun } from '@album-club/contracts/imports';

const endings: Record<Exclude<ImportRun['status'], 'running'>, string> = {
  done: 'Import finished',
  failed: 'Import stopped',
  cancelled: 'Import cancelled',
};

/** What an ended import did: plays, albums, duplicates skipped, lines refused and why. */
export function ImportSummary({ run }: { run: ImportRun }) {
  if (run.status === 'running') return null;
  return (
    <div role="status" className="rounded-2xl bg-white/5 p-4">
      <p className="font-semibold text-mist-100">{endings[run.status]}</p>
      {run.message && <p className="mt-1">{run.message}</p>}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        <dt>Plays imported</dt>
        <dd className="font-semibold text-mist-100">{run.plays}</dd>
        <dt>Albums</dt>
        <dd className="font-semibold text-mist-100">{run.albums}</dd>
        <dt>Duplicates skipped</dt>
        <dd className="font-semibold text-mist-100">{run.duplicates}</dd>
        <dt>Lines refused</dt>
        <dd className="font-semibold text-mist-100">{run.refused}</dd>
      </dl>
      {run.refused > 0 && (
        <ul aria-label="Why lines were refused" className="mt-3 list-disc pl-5">
          {Object.entries(run.refusals).map(([reason, count]) => (
            <li key={reason}>
              {count} × {reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
