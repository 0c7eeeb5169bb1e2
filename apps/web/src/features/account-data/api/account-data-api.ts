import type { AccountSessions } from '@album-club/contracts/account-data';
import { apiFetch } from '../../../lib/api-client.ts';

/** A download the browser makes itself: the answer is a ZIP, not data for a screen. */
export const EXPORT_URL = '/api/account/export';

export const deleteAccount = (confirm: string) =>
  apiFetch<{ deleted: true }>('/api/account', { method: 'DELETE', body: { confirm } });

export const getSessions = () => apiFetch<AccountSessions>('/api/account/sessions');
export const endSession = (id: string) =>
  apiFetch<{ ended: number }>(`/api/account/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
export const endOtherSessions = () =>
  apiFetch<{ ended: number }>('/api/account/sessions', { method: 'DELETE' });
