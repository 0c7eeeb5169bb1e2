import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** A query client that reports a failed read at once instead of retrying it. */
export const noRetryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** A `wrapper` for render and renderHook that provides the given query client. */
export function queryWrapper(client: QueryClient) {
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}
