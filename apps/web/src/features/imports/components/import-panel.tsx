import { useRef, useState, type DragEvent } from 'react';
import { Upload } from 'lucide-react';
import { IMPORT_MAX_MEGABYTES } from '@album-club/contracts/imports';
import { Button } from '../../../components/ui/button.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useHistoryImport } from '../hooks/use-history-import.ts';
import { ImportSummary } from './import-summary.tsx';

export const PRIVACY_SENTENCE =
  'Only the artist, album, track and time of each play are kept. IP addresses, countries, user names and user agents in your files are never stored.';

/** Drop or pick a history file; follow the import; cancel it; read its summary. */
export function ImportPanel() {
  const { run, start, cancel } = useHistoryImport();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const running = run?.status === 'running';

  const send = (file: File | undefined) => {
    if (file && !running) start.mutate(file);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };

  return (
    <Section title="Import your listening history">
      <p>
        Spotify Extended Streaming History or Account Data (ZIP or JSON), a ListenBrainz export, a
        Last.fm scrobbles CSV, or an Album Club export. Files up to {IMPORT_MAX_MEGABYTES} MB.
      </p>
      <p>{PRIVACY_SENTENCE}</p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center ${
          dragging ? 'border-groove-400 bg-groove-500/10' : 'border-white/15'
        }`}
      >
        <Upload aria-hidden className="size-6 text-groove-400" />
        <p>Drop a file here, or</p>
        <Button
          variant="secondary"
          disabled={running || start.isPending}
          onClick={() => input.current?.click()}
        >
          Choose a file
        </Button>
        <input
          ref={input}
          type="file"
          aria-label="History file"
          accept=".zip,.json,.jsonl,.csv,application/zip,application/json,text/csv"
          className="sr-only"
          onChange={(event) => {
            send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {start.isError && (
        <p role="alert" className="text-red-300">
          {start.error.message}
        </p>
      )}
      {run && running && (
        <div className="space-y-2">
          <div
            role="progressbar"
            aria-label="Import progress"
            aria-valuetext={`${run.plays} plays counted`}
            className="h-2 overflow-hidden rounded-full bg-white/10"
          >
            <div className="h-full w-1/3 animate-pulse rounded-full bg-groove-500" />
          </div>
          <p>
            Files read: {run.filesRead} · Plays counted: {run.plays} · Albums matched: {run.albums}
          </p>
          <Button variant="ghost" disabled={cancel.isPending} onClick={() => cancel.mutate(run.id)}>
            Cancel import
          </Button>
        </div>
      )}
      {run && <ImportSummary run={run} />}
    </Section>
  );
}
