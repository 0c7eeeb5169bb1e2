import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Database, LogOut, RefreshCw, Save } from 'lucide-react';
import type { AccountProfile } from '@album-club/contracts/accounts';
import { accountLabel, needsSpotifyAgain } from '../utils/initials.ts';
import { UserAvatar } from './user-avatar.tsx';

interface Props {
  profile: AccountProfile;
  onSignOut: () => void;
  onSaveData: () => void;
  onReconnectSpotify: () => void;
  /** Opens the Your data screen (import, export, sessions, delete), for anonymous listeners too. */
  onYourData?: () => void;
}

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2.5 text-sm text-mist-100 outline-none data-[highlighted]:bg-white/10';

/**
 * Spec (user menu): avatar or initials, name, the account label. Permanent users get 'Sign Out';
 * anonymous listeners 'Sign in to save data' instead.
 */
export function UserMenu({
  profile,
  onSignOut,
  onSaveData,
  onReconnectSpotify,
  onYourData,
}: Props) {
  const anonymous = profile.accountType === 'anonymous';
  return (
    // Not modal: the page behind stays in the accessibility tree (no aria-hidden over focusable parts).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${profile.user.name}`}
        className="flex items-center gap-2 rounded-full border border-white/10 bg-white/5 py-1 pr-3 pl-1 transition hover:bg-white/10"
      >
        <UserAvatar
          name={profile.user.name}
          image={profile.user.image}
          className="size-9 text-sm"
        />
        <ChevronDown aria-hidden className="size-4 text-mist-400" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-3xl border border-white/10 bg-ink-900/95 p-2 shadow-2xl shadow-black/50 backdrop-blur data-[state=open]:animate-fade-up"
        >
          <div className="flex items-center gap-3 px-3 py-3">
            <UserAvatar
              name={profile.user.name}
              image={profile.user.image}
              className="size-11 text-base"
            />
            <div className="min-w-0">
              <p className="truncate font-display font-semibold text-mist-100">
                {profile.user.name}
              </p>
              <p className="text-xs text-mist-400">{accountLabel(profile)}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
          {needsSpotifyAgain(profile) && (
            <DropdownMenu.Item className={itemClass} onSelect={onReconnectSpotify}>
              <RefreshCw aria-hidden className="size-4 text-groove-400" />
              Reconnect Spotify
            </DropdownMenu.Item>
          )}
          {onYourData && (
            <DropdownMenu.Item className={itemClass} onSelect={onYourData}>
              <Database aria-hidden className="size-4 text-mist-400" />
              Your data
            </DropdownMenu.Item>
          )}
          {anonymous ? (
            <DropdownMenu.Item className={itemClass} onSelect={onSaveData}>
              <Save aria-hidden className="size-4 text-groove-400" />
              Sign in to save data
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
              <LogOut aria-hidden className="size-4 text-mist-400" />
              Sign Out
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
