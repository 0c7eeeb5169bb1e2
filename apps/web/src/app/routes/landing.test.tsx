import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { startProviderSignIn } from '../../features/auth/api/start-sign-in.ts';
import { LandingRoute } from './landing.tsx';

vi.mock('../../features/auth/api/start-sign-in.ts', () => ({
  startProviderSignIn: vi.fn(async () => 'started' as const),
  startAnonymously: vi.fn(async () => 'failed' as const),
}));

describe('the landing route', () => {
  it('shows Connect Spotify again when the page comes back from the back-forward cache', async () => {
    render(
      <MemoryRouter>
        <LandingRoute />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connect Spotify' }));
    expect(startProviderSignIn).toHaveBeenCalledWith('spotify');
    expect(screen.getByRole('button', { name: 'Connecting...' })).toBeDisabled();

    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(screen.getByRole('button', { name: 'Connect Spotify' })).toBeEnabled();
  });
});
