import { queryOptions } from '@tanstack/react-query';
import { getSessions } from './account-data-api.ts';

export const accountDataKeys = {
  all: () => ['account-data'] as const,
  sessions: () => [...accountDataKeys.all(), 'sessions'] as const,
};

/** Where the listener is signed in. */
export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountDataKeys.sessions(), queryFn: getSessions });
