import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccountProfile } from '@album-club/contracts/accounts';
import { UserMenu } from './user-menu.tsx';

const profile = (overrides: Partial<AccountProfile>): AccountProfile => ({
  user: { id: 'u1', name: 'Nadia Okafor', email: null, image: null, isAnonymous: false },
  accountType: 'spotify',
  methods: ['spotify'],
  spotify: { connected: true, userId: 'nadia' },
  ...overrides,
});

describe('the user menu', () => {
  it('shows initials, the name and the Spotify Account label, and Sign Out for a permanent user', async () => {
    const onSignOut = vi.fn();
    render(
      <UserMenu
        profile={profile({})}
        onSignOut={onSignOut}
        onSaveData={vi.fn()}
        onReconnectSpotify={vi.fn()}
      />,
    );
    expect(screen.getByText('NO')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Nadia Okafor' }));
    expect(screen.getByText('Spotify Account')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to save data')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Reconnect Spotify' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalled();
  });

  it("offers an anonymous listener 'Sign in to save data' and no Sign Out", async () => {
    const onSaveData = vi.fn();
    const anonymous = profile({
      user: { id: 'a', name: 'Anonymous listener', email: null, image: null, isAnonymous: true },
      accountType: 'anonymous',
      methods: [],
      spotify: { connected: false, userId: null },
    });
    render(
      <UserMenu
        profile={anonymous}
        onSignOut={vi.fn()}
        onSaveData={onSaveData}
        onReconnectSpotify={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByText('Anonymous account')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Sign Out' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign in to save data' }));
    expect(onSaveData).toHaveBeenCalled();
  });

  it('shows the picture when there is one', () => {
    const { container } = render(
      <UserMenu
        profile={profile({
          user: {
            id: 'u',
            name: 'Jo',
            email: null,
            image: 'https://i.scdn.co/x.jpg',
            isAnonymous: false,
          },
        })}
        onSignOut={vi.fn()}
        onSaveData={vi.fn()}
        onReconnectSpotify={vi.fn()}
      />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://i.scdn.co/x.jpg');
  });

  it('offers Reconnect Spotify when Spotify stopped renewing access for a Spotify listener', async () => {
    const onReconnectSpotify = vi.fn();
    render(
      <UserMenu
        profile={profile({ spotify: { connected: false, userId: null } })}
        onSignOut={vi.fn()}
        onSaveData={vi.fn()}
        onReconnectSpotify={onReconnectSpotify}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByText('Spotify Account')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reconnect Spotify' }));
    expect(onReconnectSpotify).toHaveBeenCalled();
  });

  it('never offers Spotify to a listener who does not sign in with it', async () => {
    render(
      <UserMenu
        profile={profile({
          accountType: 'google',
          methods: ['google'],
          spotify: { connected: false, userId: null },
        })}
        onSignOut={vi.fn()}
        onSaveData={vi.fn()}
        onReconnectSpotify={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByText('Google Account')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Reconnect Spotify' })).not.toBeInTheDocument();
  });
});
