import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardAlbum } from '@album-club/contracts/stats';
import { AlbumCard } from './album-card.tsx';
import { kindOfBlue } from './dashboard-album-fixture.ts';

const album = (overrides: Partial<DashboardAlbum> = {}): DashboardAlbum =>
  kindOfBlue({
    tags: ['saved', 'late night', 'focus', 'chill', 'rainy day'],
    notes: 'The trumpet on So What sounds like a door opening onto a wet street at night',
    ...overrides,
  });

const renderCard = (entry: DashboardAlbum, onEdit = vi.fn()) =>
  render(
    <ul>
      <AlbumCard album={entry} onEdit={onEdit} />
    </ul>,
  );

describe('an album card on the dashboard (spec: Album card)', () => {
  it('shows title, artist, when, length from the track count, rating, two tags and +N, notes cut at 50', () => {
    renderCard(album());
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Kind of Blue', { selector: 'span' })).toBeVisible();
    expect(within(card).getByText('Miles Davis', { selector: 'span' })).toBeVisible();
    expect(within(card).getByText('Today')).toBeVisible();
    expect(within(card).getByText('18 min')).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Rated 9.5 out of 10' })).toBeInTheDocument();
    expect(within(card).getByText('late night')).toBeVisible();
    expect(within(card).getByText('focus')).toBeVisible();
    expect(within(card).getByText('+2')).toBeVisible();
    expect(within(card).queryByText('saved')).toBeNull();
    expect(
      within(card).getByText('“The trumpet on So What sounds like a door opening…”'),
    ).toBeVisible();
  });

  it('opens the album on Spotify from the cover, in a new tab, and the editor from the rest', async () => {
    const onEdit = vi.fn();
    const entry = album();
    renderCard(entry, onEdit);
    const cover = screen.getByRole('link', { name: 'Open Kind of Blue on Spotify' });
    expect(cover).toHaveAttribute('href', entry.spotifyUrl);
    expect(cover).toHaveAttribute('target', '_blank');
    expect(cover).toHaveAttribute('rel', 'noopener noreferrer');
    // No provider image: the generated cover stands in, never a broken image.
    expect(cover.querySelector('svg')).not.toBeNull();
    expect(cover.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Kind of Blue by Miles Davis' }));
    expect(onEdit).toHaveBeenCalledWith(entry);
  });

  it('has no Spotify link for an album without one, and says when it is not rated', () => {
    renderCard(album({ spotifyUrl: null, rating: 0, tags: [], notes: null }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeInTheDocument();
  });

  it('tells assistive tech the details behind the editor’s name: when, length, rating, tags, notes', () => {
    renderCard(album());
    const edit = screen.getByRole('button', { name: 'Edit Kind of Blue by Miles Davis' });
    expect(edit).toHaveAccessibleDescription(
      'Listened Today 18 min Rated 9.5 out of 10 Tags: late night, focus and 2 more Notes: “The trumpet on So What sounds like a door opening…”',
    );
  });

  it('says when an album is not rated, and leaves out what it does not have', () => {
    renderCard(album({ rating: 0, tags: ['saved'], notes: null, trackCount: null }));
    expect(
      screen.getByRole('button', { name: 'Edit Kind of Blue by Miles Davis' }),
    ).toHaveAccessibleDescription('Listened Today Not rated');
  });

  it('says the Spotify cover opens in a new tab, under the same name', () => {
    renderCard(album());
    expect(
      screen.getByRole('link', { name: 'Open Kind of Blue on Spotify' }),
    ).toHaveAccessibleDescription('(opens in a new tab)');
  });
});
