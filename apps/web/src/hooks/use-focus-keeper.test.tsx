import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFocusKeeper } from './use-focus-keeper.ts';

function Screens({ route }: { route: string }) {
  useFocusKeeper(route);
  return (
    <main>
      <h1>{route === '/' ? 'Your dashboard' : 'Your album'}</h1>
    </main>
  );
}

function WithDialog() {
  useFocusKeeper('/');
  const [open, setOpen] = useState(true);
  return (
    <main>
      <h1>Your dashboard</h1>
      {open && (
        <div role="dialog" aria-label="Give a rec">
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
    </main>
  );
}

describe('focus after a route change or a dialog', () => {
  it('moves to the new screen’s heading, not the page body', async () => {
    const { rerender } = render(<Screens route="/" />);
    rerender(<Screens route="/recommendations" />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your album' })).toHaveFocus());
  });

  it('moves to the screen’s heading when a dialog closes and its opener is gone', async () => {
    render(<WithDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your dashboard' })).toHaveFocus(),
    );
  });
});
