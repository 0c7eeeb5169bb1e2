/** The part of better-auth's adapter a provider link needs; it follows the request's transaction. */
export interface LinkingAdapter {
  findCredentialAccount(userId: string): Promise<{ id: string } | null>;
  deleteAccount(accountId: string): Promise<void>;
  deleteUserSessions(userId: string): Promise<void>;
}

/**
 * Before a provider (Google) is linked to an existing account: the account's password and its
 * sessions go. The provider proved the mailbox; nothing proves who chose that password, which
 * may be someone who signed up with the address before its owner did (pre-account takeover).
 * Its owner sets a password again with 'Forgot password?': mail first, then the password.
 * Answers whether anything was taken away. A new user (no password yet) loses nothing.
 */
export async function forgetPasswordOnProviderLink(
  adapter: LinkingAdapter,
  row: { providerId?: unknown; userId?: unknown },
): Promise<boolean> {
  if (row.providerId === 'credential' || typeof row.userId !== 'string') return false;
  const credential = await adapter.findCredentialAccount(row.userId);
  if (!credential) return false;
  await adapter.deleteAccount(credential.id);
  await adapter.deleteUserSessions(row.userId);
  return true;
}
