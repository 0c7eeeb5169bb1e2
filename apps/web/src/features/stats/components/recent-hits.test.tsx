import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { kindOfBlue } from './dashboard-album-fixture.ts';
import { RecentHits } from './recent-hits.tsx';

describe("the dashboard's 'Recent Hits' (spec: Dashboard view)", () => {
  it('opens a hit on Spotify from its cover, in a new tab, and the editor from the rest', async () => {
    const onEdit = vi.fn();
    const entry = kindOfBlue();
    render(<RecentHits hits={[entry]} ratedAlbums={5} onEdit={onEdit} />);
    const cover = screen.getByRole('link', { name: 'Open Kind of Blue on Spotify' });
    expect(cover).toHaveAttribute('href', entry.spotifyUrl);
    expect(cover).toHaveAttribute('target', '_blank');
    expect(cover).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(
      screen.getByRole('button', { name: 'Edit Kind of Blue by Miles Davis, rated 9.5' }),
    );
    expect(onEdit).toHaveBeenCalledWith(entry);
  });

  it('shows a catalog album without a Spotify link as a plain cover', () => {
    render(
      <RecentHits
        hits={[kindOfBlue({ id: 'csv_kind-of-blue', spotifyId: null, spotifyUrl: null })]}
        ratedAlbums={6}
        onEdit={vi.fn()}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: /Edit Kind of Blue/ })).toBeVisible();
  });

  it('says how many more ratings the hits need until five albums are rated', () => {
    render(<RecentHits hits={[]} ratedAlbums={3} onEdit={vi.fn()} />);
    expect(screen.getByText('Rate 2 more albums to see your hits here.')).toBeVisible();
  });
});
