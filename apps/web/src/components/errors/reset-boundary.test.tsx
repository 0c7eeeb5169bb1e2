import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResetBoundary } from './reset-boundary.tsx';

let broken = true;
function Piece() {
  if (broken) throw new Error('could not load');
  return <p>Loaded</p>;
}

describe('a piece that fails on its own', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('shows its fallback alone, and tries again when its reset keys change', () => {
    broken = true;
    const view = (key: number) => (
      <>
        <p>The page</p>
        <ResetBoundary fallback={() => null} resetKeys={[key]}>
          <Piece />
        </ResetBoundary>
      </>
    );
    const { rerender } = render(view(1));
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loaded')).not.toBeInTheDocument();
    broken = false;
    rerender(view(2));
    expect(screen.getByText('Loaded')).toBeInTheDocument();
  });
});
