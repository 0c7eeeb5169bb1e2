import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoModeBadge } from './demo-mode-badge.tsx';

describe('DemoModeBadge', () => {
  it('marks the screen as demo mode when Spotify is the emulator', () => {
    render(<DemoModeBadge demo />);
    expect(screen.getByRole('status')).toHaveTextContent(/Demo mode/);
    expect(screen.getByRole('status')).toHaveTextContent(/not|stand-in/);
  });

  it('shows nothing with the real Spotify', () => {
    const { container } = render(<DemoModeBadge demo={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
