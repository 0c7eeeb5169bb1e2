import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScreenHeader } from './screen-header.tsx';

describe('the recommendation screen’s header', () => {
  it('makes the brand a way home', () => {
    render(<ScreenHeader />);
    expect(screen.getByRole('link', { name: 'Album Club, home' })).toHaveAttribute('href', '#/');
  });
});
