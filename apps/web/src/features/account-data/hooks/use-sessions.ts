import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountDataKeys, sessionsQueryOptions } from '../api/account-data-queries.ts';
import { endOtherSessions, endSession } from '../api/account-data-api.ts';

/** The listener's signed-in devices, and ending one or all others; the list is read again after. */
export function useSessions() {
  const client = useQueryClient();
  const sessions = useQuery(sessionsQueryOptions());
  const refresh = () => client.invalidateQueries({ queryKey: accountDataKeys.sessions() });
  const endOne = useMutation({ mutationFn: endSession, onSuccess: refresh });
  const endOthers = useMutation({ mutationFn: endOtherSessions, onSuccess: refresh });
  return { sessions: sessions.data?.sessions ?? null, failed: sessions.isError, endOne, endOthers };
}
