import { clearLocalAppState } from '../../lib/local-state.ts';
import { signOut } from '../../lib/sign-out.ts';

function reloadAtHome() {
  window.location.replace(`${window.location.pathname}#/`);
  window.location.reload();
}

/**
 * The error screen's 'Login Again' / 'Restart App'. Logging in again ends the server session
 * first: clearing only local state would bring the same session, and the same error, back. The
 * page reloads even when the server cannot be reached.
 */
export async function restartApp(
  { signOutFirst }: { signOutFirst: boolean },
  reload: () => void = reloadAtHome,
): Promise<void> {
  if (signOutFirst) await signOut('auth_error').catch(() => undefined);
  else clearLocalAppState({ signOut: false });
  reload();
}
