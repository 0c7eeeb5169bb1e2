import { queryOptions } from '@tanstack/react-query';
import { getImport, getLatestImport } from './imports-api.ts';

/** How often a running import's counts are read. */
export const IMPORT_POLL_MS = 1_000;

export const importKeys = {
  all: () => ['history-import'] as const,
  latest: () => [...importKeys.all(), 'latest'] as const,
  run: (id: string | null) => [...importKeys.all(), id] as const,
};

/** The listener's latest import, so a reload or another tab finds a running import again. */
export const latestImportQueryOptions = () =>
  queryOptions({ queryKey: importKeys.latest(), queryFn: getLatestImport });

/** One import, read every second while it runs. */
export const importRunQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: importKeys.run(id),
    queryFn: () => getImport(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? IMPORT_POLL_MS : false),
  });
