import { ANONYMOUS_GIVER } from '@album-club/contracts/gives';

/**
 * How a giver is shown to others: their display name, or 'A club member' for anonymous givers
 * and for names that would show an e-mail address.
 */
export function giverDisplayName(name: string | null | undefined, isAnonymous: boolean): string {
  const shown = (name ?? '').trim();
  if (isAnonymous || shown === '' || shown.includes('@')) return ANONYMOUS_GIVER;
  return shown;
}

export const isoOf = (value: Date | string) => new Date(value).toISOString();
