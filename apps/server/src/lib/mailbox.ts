/**
 * The mailbox an address reaches, for counting what it receives: case, '+' tags and, at Gmail,
 * dots do not make another mailbox.
 */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  const base = local.split('+')[0] ?? local;
  return `${gmail ? base.replaceAll('.', '') : base}@${gmail ? 'gmail.com' : domain}`;
}
