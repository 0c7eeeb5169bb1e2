import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GiveResponse } from '@album-club/contracts/gives';
import { toastStore } from '../../../lib/toast-store.ts';
import { GiveRecDialog } from './give-rec-dialog.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const shared = (badgeUnlocked: boolean, points: number): GiveResponse => ({
  success: true,
  give: {
    id: 'g1',
    albumId: 'csv_x',
    albumTitle: 'Blue',
    artist: 'Joni Mitchell',
    situation: 'Rainy Day',
  },
  earned: { discoveryPoints: 50, communityKarma: 1 },
  rewards: {
    discoveryPoints: points,
    communityKarma: points / 50,
    badges: [{ id: 'recommendation', name: 'Recommendation Badge' }],
  },
  badgeUnlocked,
  email: 'sent',
});

function open(onGive: (body: unknown) => Response, show = true) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/spotify/album-suggestions'))
        return json(200, {
          suggestions: [{ title: 'Blue', artist: 'Joni Mitchell', source: 'catalog', year: 1971 }],
        });
      const body = JSON.parse(String(init?.body));
      bodies.push(body);
      return onGive(body);
    }),
  );
  const onClose = vi.fn();
  const client = new QueryClient();
  const view = (isOpen: boolean) => (
    <QueryClientProvider client={client}>
      <GiveRecDialog open={isOpen} onClose={onClose} />
    </QueryClientProvider>
  );
  const { rerender } = render(view(show));
  return { bodies, onClose, reopen: (isOpen: boolean) => rerender(view(isOpen)) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the give-rec form (spec: Give-rec form)', () => {
  it('Escape in the suggestion list closes the list only, and a form closed unsent comes back', async () => {
    const user = userEvent.setup();
    const { onClose, reopen } = open(() => json(200, shared(false, 100)));
    const dialog = screen.getByRole('dialog', { name: 'Give an Album Club Rec' });
    const title = within(dialog).getByRole('combobox', { name: /Album Title/ });
    await user.type(title, 'Blu');
    await within(dialog).findByRole('option', { name: /Blue.*Joni Mitchell/ });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(title).toHaveAttribute('aria-expanded', 'false');
    expect(title).toHaveValue('Blu');

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    reopen(false);
    reopen(true);
    const again = screen.getByRole('dialog', { name: 'Give an Album Club Rec' });
    expect(within(again).getByRole('combobox', { name: /Album Title/ })).toHaveValue('Blu');

    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    reopen(false);
    reopen(true);
    const fresh = screen.getByRole('dialog', { name: 'Give an Album Club Rec' });
    expect(within(fresh).getByRole('combobox', { name: /Album Title/ })).toHaveValue('');
  });

  it('keeps Share Rec disabled until title, artist and description are filled, previews live, and shares', async () => {
    const user = userEvent.setup();
    const { bodies, onClose } = open(() => json(200, shared(true, 50)));
    const dialog = screen.getByRole('dialog', { name: 'Give an Album Club Rec' });
    const share = within(dialog).getByRole('button', { name: 'Share Rec' });
    expect(share).toBeDisabled();
    expect(within(dialog).getByLabelText(/Friend’s e-mail/)).toHaveAttribute('type', 'email');
    expect(within(dialog).getByRole('combobox', { name: /Perfect for/ })).toHaveValue(
      'Making Dinner',
    );
    expect(
      within(within(dialog).getByRole('combobox', { name: /Perfect for/ })).getAllByRole('option'),
    ).toHaveLength(10);

    await user.type(within(dialog).getByRole('combobox', { name: /Album Title/ }), 'Blu');
    const option = await within(dialog).findByRole('option', { name: /Blue.*Joni Mitchell/ });
    await user.click(option);
    expect(within(dialog).getByRole('combobox', { name: /Artist/ })).toHaveValue('Joni Mitchell');
    expect(share).toBeDisabled();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Perfect for/ }),
      'Rainy Day',
    );
    await user.type(within(dialog).getByLabelText(/Why recommend this/), '<b>Rain</b> music');
    expect(share).toBeEnabled();
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Perfect for Rainy Day');
    expect(preview).toHaveTextContent('“<b>Rain</b> music”');
    expect(preview.querySelector('b')).toBeNull();

    await user.click(share);
    expect(await screen.findByRole('heading', { name: 'Thanks for sharing!' })).toBeVisible();
    expect(screen.getByText('+50 Discovery Points')).toBeVisible();
    expect(screen.getByText('+1 Community Karma')).toBeVisible();
    expect(screen.getByText('Recommendation Badge unlocked')).toBeVisible();
    expect(bodies).toEqual([
      {
        albumTitle: 'Blue',
        artist: 'Joni Mitchell',
        situation: 'Rainy Day',
        description: '<b>Rain</b> music',
      },
    ]);
    const proceed = screen.getByRole('button', { name: 'Continue Discovering' });
    // Nor does it close the thanks when it lands outside them.
    fireEvent.pointerDown(document.body);
    // The second click of a double click on Share, landing as the thanks appear, dismisses nothing.
    expect(proceed).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(proceed);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(proceed).toHaveAttribute('aria-disabled', 'false'));
    await user.click(proceed);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the totals and no badge line after the first give', async () => {
    const user = userEvent.setup();
    open(() => json(200, shared(false, 150)));
    await user.type(screen.getByRole('combobox', { name: /Album Title/ }), 'Blue');
    await user.type(screen.getByRole('combobox', { name: /Artist/ }), 'Joni Mitchell');
    await user.type(screen.getByLabelText(/Why recommend this/), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Share Rec' }));
    expect(await screen.findByText('Thanks for sharing!')).toBeVisible();
    expect(screen.queryByText('Recommendation Badge unlocked')).toBeNull();
    expect(screen.getByTestId('reward-totals')).toHaveTextContent(
      'You now have 150 Discovery Points and 3 Community Karma.',
    );
  });

  it('says Sharing... while busy and shows the server’s words when a limit is reached', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => {};
    open(() => json(200, {}));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: RequestInfo | URL) =>
          new Promise<Response>((resolve) => {
            if (String(input).startsWith('/spotify/album-suggestions'))
              resolve(json(200, { suggestions: [] }));
            else release = resolve;
          }),
      ),
    );
    await user.type(screen.getByRole('combobox', { name: /Album Title/ }), 'Blue');
    await user.type(screen.getByRole('combobox', { name: /Artist/ }), 'Joni');
    await user.type(screen.getByLabelText(/Why recommend this/), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Share Rec' }));
    expect(await screen.findByRole('button', { name: 'Sharing...' })).toBeDisabled();
    release(
      json(429, {
        code: 'RATE_LIMITED',
        message: "You've shared a lot of recommendations today. Please try again tomorrow.",
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share Rec' })).toBeEnabled());
    expect(toastStore.snapshot().at(-1)).toMatchObject({
      kind: 'error',
      message: "You've shared a lot of recommendations today. Please try again tomorrow.",
    });
    // Nothing typed is lost.
    expect(screen.getByLabelText(/Why recommend this/)).toHaveValue('Yes');
  });
});

describe('sharing once (a double tap, a retry)', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByRole('combobox', { name: /Album Title/ }), 'Blue');
    await user.type(screen.getByRole('combobox', { name: /Artist/ }), 'Joni Mitchell');
    await user.type(screen.getByLabelText(/Why recommend this/), 'Yes');
  };
  const giveCalls = () =>
    vi
      .mocked(fetch)
      .mock.calls.filter(([input]) => String(input) === '/spotify/gives')
      .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));

  it('sends one give for a double-click and shows the first answer’s rewards', async () => {
    const user = userEvent.setup();
    const answers = [shared(true, 50), shared(false, 100)];
    open(() => json(200, answers.shift()));
    await fill(user);
    // Both clicks land before anything re-renders, as a fast double-click does.
    const share = screen.getByRole('button', { name: 'Share Rec' });
    fireEvent.click(share);
    fireEvent.click(share);
    expect(await screen.findByText('Recommendation Badge unlocked')).toBeVisible();
    expect(giveCalls()).toHaveLength(1);
    expect(giveCalls()[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });

  it('retries a failed share with the same key, and a changed form with a new one', async () => {
    const user = userEvent.setup();
    const answers = [
      json(503, { code: 'SERVICE_UNAVAILABLE', message: 'Try again.' }),
      json(503, { code: 'SERVICE_UNAVAILABLE', message: 'Try again.' }),
      json(200, shared(true, 50)),
    ];
    open(() => answers.shift() ?? json(500, {}));
    await fill(user);
    const share = screen.getByRole('button', { name: 'Share Rec' });
    await user.click(share);
    await waitFor(() => expect(share).toBeEnabled());
    await user.click(share);
    await waitFor(() => expect(share).toBeEnabled());
    await user.type(screen.getByLabelText(/Why recommend this/), '!');
    await user.click(share);
    expect(await screen.findByText('Thanks for sharing!')).toBeVisible();
    const [first, retry, changed] = giveCalls();
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });
});
