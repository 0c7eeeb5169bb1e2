import type { AccountProfile } from '@album-club/contracts/accounts';
import { apiFetch } from '../../../lib/api-client.ts';

export const getAccountProfile = () =>
  apiFetch<AccountProfile>('/api/account', { timeoutMs: 10_000 });
