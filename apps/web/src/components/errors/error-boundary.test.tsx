import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { acceptErrorReports } from '../../test/error-reports.ts';
import { ErrorBoundary } from './error-boundary.tsx';

let shouldThrow: Error | null = null;
function Fragile() {
  if (shouldThrow) throw shouldThrow;
  return <p>All good</p>;
}

describe('the app-wide error screen', () => {
  acceptErrorReports();

  it('shows an error id, reports it, and counts retries down from 3', async () => {
    shouldThrow = new Error('broken');
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restart App' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    const errorId = screen.getByText(/^err_[0-9a-f]{12}$/).textContent;
    const [, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ errorId, kind: 'application' });

    for (const left of ['3 tries', '2 tries', '1 try']) {
      await userEvent.click(screen.getByRole('button', { name: `Try Again (${left} left)` }));
    }
    expect(screen.queryByRole('button', { name: /Try Again/ })).not.toBeInTheDocument();
  });

  it('recovers when a retry succeeds', async () => {
    shouldThrow = new Error('flaky');
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    shouldThrow = null;
    await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('titles an authentication failure and offers to log in again', () => {
    shouldThrow = Object.assign(new Error('expired'), { code: 'AUTH_REFRESH_FAILED' });
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Session expired and could not be renewed\. Please login again\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login Again' })).toBeInTheDocument();
  });

  it('never shows the words of an authentication error it has no text for', () => {
    shouldThrow = Object.assign(new Error('token abc123 rejected by upstream'), {
      code: 'UNAUTHORIZED',
    });
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText(/^Your session could not be confirmed\./)).toBeInTheDocument();
    expect(screen.queryByText(/abc123/)).not.toBeInTheDocument();
  });
});
