import type { UserStats } from '@album-club/contracts/stats';
import { apiFetch } from '../../../lib/api-client.ts';

/** The browser's IANA time zone, or its current offset (+02:00) where the zone is unknown. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) return zone;
  } catch {
    // Fall through to the offset.
  }
  const minutes = -new Date().getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export const getUserStats = (timeZone: string) =>
  apiFetch<UserStats>(`/spotify/user-stats?timeZone=${encodeURIComponent(timeZone)}`);
