import { queryOptions } from '@tanstack/react-query';
import { listenerKeys } from '../../../lib/listener-data.ts';
import { getSyncStatus } from './sync-api.ts';

export const syncKeys = {
  status: () => listenerKeys.syncStatus,
};

/** Whether a sync runs, how the last one ended and whether one may start. */
export const syncStatusQueryOptions = () =>
  queryOptions({ queryKey: syncKeys.status(), queryFn: getSyncStatus });
