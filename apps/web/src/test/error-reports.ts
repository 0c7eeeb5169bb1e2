import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For every test of the enclosing describe: React's logging of a caught error stays out of the
 * output, and the error screen's report is accepted as the server would.
 */
export function acceptErrorReports() {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 202 }))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
