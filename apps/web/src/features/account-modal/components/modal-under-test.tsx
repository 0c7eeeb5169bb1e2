import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { triggerAccountCreation } from '../../../lib/account-events.ts';
import { jsonAnswer } from '../../../test/fetch-stub.ts';
import { AccountModalHost } from './account-modal-host.tsx';

type Reply = { status: number; body: unknown };

const FIRST_FIELD = { phone: 'Phone number', email: 'Email' } as const;

/**
 * The account modal against a stubbed network: each test lines up the server's `replies` and
 * reads the `requests` the modal made. Call once inside a describe block.
 */
export function modalUnderTest() {
  const replies: Reply[] = [];
  const requests: { url: string; body: unknown }[] = [];
  beforeEach(() => {
    localStorage.clear();
    replies.length = 0;
    requests.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        const raw = input instanceof Request ? await input.text() : init?.body;
        requests.push({ url, body: raw ? JSON.parse(String(raw)) : undefined });
        const reply = replies.shift() ?? { status: 200, body: null };
        return jsonAnswer(reply.status, reply.body);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const host = (hasAccount = false) =>
    render(
      <AccountModalHost
        hasAccount={hasAccount}
        startProvider={vi.fn(async () => 'started' as const)}
        onSuccess={vi.fn()}
      />,
    );
  const open = async (trigger: Parameters<typeof triggerAccountCreation>[0]) => {
    act(() => triggerAccountCreation(trigger));
  };
  /** Picks a way in on the open modal and types into its first field. */
  const chooseAndType = async (method: keyof typeof FIRST_FIELD, typed: string) => {
    await userEvent.click(await screen.findByRole('button', { name: `Continue with ${method}` }));
    await userEvent.type(screen.getByLabelText(FIRST_FIELD[method]), typed);
  };
  return { replies, requests, host, open, chooseAndType };
}
