import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, toastStore } from '../../../lib/toast-store.ts';
import type { EditableAlbum } from '../utils/album-edits.ts';
import { AlbumEditModal } from './album-edit-modal.tsx';

const album: EditableAlbum = {
  id: '1weenld61qoidwYuZ1GESA',
  title: 'Kind of Blue',
  artist: 'Miles Davis',
  image: null,
  rating: 6,
  tags: ['saved'],
  notes: null,
};

const answer = (status: number) =>
  new Response(
    JSON.stringify(status < 300 ? { success: true } : { code: 'INTERNAL', message: 'No.' }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  for (const item of toastStore.snapshot()) toast.dismiss(item.id);
});

describe('the album edit modal (spec: dashboard edit modal)', () => {
  it('after a partly failed save, saving again sends only what did not save', async () => {
    const sent: { interactionType: string }[] = [];
    let notesFail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { interactionType: string };
        sent.push(body);
        return answer(body.interactionType === 'notes_update' && notesFail ? 500 : 200);
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AlbumEditModal album={album} onClose={onClose} />
      </QueryClientProvider>,
    );

    screen.getByRole('slider', { name: 'Your rating' }).focus();
    await user.keyboard('{End}');
    await user.type(screen.getByPlaceholderText('Where does this album take you?'), 'So What.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.map((body) => body.interactionType)).toEqual(['rate', 'notes_update']),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    const messages = () => toastStore.snapshot().map((item) => item.message);
    expect(messages()).toEqual(['Failed to save notes', 'Rating saved successfully!']);

    notesFail = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(sent.map((body) => body.interactionType)).toEqual([
      'rate',
      'notes_update',
      'notes_update',
    ]);
    expect(messages().filter((message) => message === 'Rating saved successfully!')).toHaveLength(
      1,
    );
  });
});
