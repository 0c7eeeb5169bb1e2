import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { listenerDataChanged } from '../../../lib/listener-data.ts';
import {
  importKeys,
  importRunQueryOptions,
  latestImportQueryOptions,
} from '../api/import-queries.ts';
import { cancelImport, startImport } from '../api/imports-api.ts';

/**
 * The listener's import: the latest one (so a reload or another tab finds a running import
 * again), read every second while it runs; start and cancel.
 */
export function useHistoryImport() {
  const client = useQueryClient();
  const [startedId, setStartedId] = useState<string | null>(null);
  const latest = useQuery(latestImportQueryOptions());
  const id = startedId ?? latest.data?.run?.id ?? null;
  const run = useQuery(importRunQueryOptions(id));
  // An import started here that ends has changed the listener's plays and albums: what shows
  // them asks again.
  const ended = run.data && run.data.status !== 'running' ? run.data.id : null;
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!ended || ended !== startedId || announced.current === ended) return;
    announced.current = ended;
    void listenerDataChanged(client);
  }, [ended, startedId, client]);
  const start = useMutation({
    mutationFn: startImport,
    onSuccess: ({ id: newId }) => {
      setStartedId(newId);
      void client.invalidateQueries({ queryKey: importKeys.all() });
    },
  });
  const cancel = useMutation({
    mutationFn: (runId: string) => cancelImport(runId),
    onSuccess: (answer) => client.setQueryData(importKeys.run(answer.id), answer),
  });
  return { run: run.data ?? null, start, cancel };
}
