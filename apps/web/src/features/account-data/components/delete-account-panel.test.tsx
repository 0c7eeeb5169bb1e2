import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccountPanel } from './delete-account-panel.tsx';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the delete-account panel', () => {
  const fetchMock = vi.fn();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('deletes the account only once the word shown is typed', async () => {
    fetchMock.mockResolvedValue(answer(200, { deleted: true, revoked: [] }));
    const onDeleted = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DeleteAccountPanel onDeleted={onDeleted} />
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button', { name: 'Delete my account' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/to confirm/), 'delete');
    expect(button).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(/to confirm/));
    await userEvent.type(screen.getByLabelText(/to confirm/), 'DELETE');
    await userEvent.click(button);
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/account');
    expect(init).toMatchObject({ method: 'DELETE', body: JSON.stringify({ confirm: 'DELETE' }) });
  });

  it('says why the account could not be deleted, and keeps it', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { code: 'VALIDATION_ERROR', message: 'Type DELETE to confirm.' }),
    );
    const onDeleted = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DeleteAccountPanel onDeleted={onDeleted} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText(/to confirm/), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type DELETE to confirm.');
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
