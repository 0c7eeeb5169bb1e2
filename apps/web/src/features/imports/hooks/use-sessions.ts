import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endOtherSessions, endSession, getSessions } from '../api/your-data-api.ts';

const SESSIONS_KEY = ['account-sessions'] as const;

/** The listener's signed-in devices, and ending one or all others. */
export function useSessions() {
  const client = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: getSessions });
  const refresh = () => client.invalidateQueries({ queryKey: SESSIONS_KEY });
  const endOne = useMutation({ mutationFn: endSession, onSuccess: refresh });
  const endOthers = useMutation({ mutationFn: endOtherSessions, onSuccess: refresh });
  return { sessions: sessions.data?.sessions ?? null, failed: sessions.isError, endOne, endOthers };
}
