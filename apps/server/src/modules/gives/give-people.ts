import { normaliseName } from '@album-club/contracts/album-rules';
import { ANONYMOUS_GIVER } from '@album-club/contracts/gives';

/**
 * How a giver is shown to others: their display name, or 'A club member' for anonymous givers
 * and for names that would show an e-mail address.
 */
export function giverDisplayName(name: string | null | undefined, isAnonymous: boolean): string {
  // Names are stored as one line; one kept from before that rule is shown as one line too.
  const shown = normaliseName(name ?? '');
  if (isAnonymous || shown === '' || shown.includes('@')) return ANONYMOUS_GIVER;
  return shown;
}

export const isoOf = (value: Date | string) => new Date(value).toISOString();
