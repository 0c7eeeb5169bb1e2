import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { acceptErrorReports } from '../test/error-reports.ts';
import { ErrorBoundary } from '../components/errors/error-boundary.tsx';
import { RegionErrorBoundary } from '../components/errors/region-error-boundary.tsx';
import { lazyWithRetry } from './lazy-with-retry.tsx';
import { failedModuleUrl } from './retry-import.ts';

const noWait = () => Promise.resolve();
const offline = () => new TypeError('Failed to fetch dynamically imported module');
const Piece = () => <p>The piece</p>;

function renderInApp(node: React.ReactNode) {
  return render(
    <ErrorBoundary>
      <p>Rest of the app</p>
      <RegionErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>{node}</Suspense>
      </RegionErrorBoundary>
    </ErrorBoundary>,
  );
}

describe('a lazily loaded piece on a bad connection', () => {
  acceptErrorReports();

  it('retries a failed download and shows the piece when a retry succeeds', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Piece }>>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValue({ default: Piece });
    const Lazy = lazyWithRetry(load, { wait: noWait });
    renderInApp(<Lazy />);
    expect(await screen.findByText('The piece')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up with a local retry button, not the app-wide error screen, and recovers', async () => {
    let online = false;
    const load = vi.fn(() =>
      online ? Promise.resolve({ default: Piece }) : Promise.reject(offline()),
    );
    const Lazy = lazyWithRetry(load, { wait: noWait });
    renderInApp(<Lazy />);

    expect(await screen.findByRole('heading', { name: 'This part didn’t load' })).toBeVisible();
    expect(screen.getByText('Rest of the app')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('The piece')).toBeInTheDocument();
  });

  it('leaves a bug in a loaded piece to the app-wide error screen', async () => {
    const Broken = () => {
      throw new Error('a bug');
    };
    const Lazy = lazyWithRetry(() => Promise.resolve({ default: Broken }), { wait: noWait });
    renderInApp(<Lazy />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  it('finds the address of the module the browser could not fetch', () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: https://club.example/assets/toaster-Ab1.js',
    );
    expect(failedModuleUrl(error)).toBe('https://club.example/assets/toaster-Ab1.js');
    expect(failedModuleUrl(new Error('Failed to fetch'))).toBeNull();
  });
});
