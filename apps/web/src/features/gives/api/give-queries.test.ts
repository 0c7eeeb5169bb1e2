import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listenerDataChanged } from '../../../lib/listener-data.ts';
import { giveKeys } from './give-queries.ts';

describe('the gives query keys', () => {
  it("are refreshed by any change to the listener's data, except an opened friend link", async () => {
    const client = new QueryClient();
    for (const key of [giveKeys.rewards(), giveKeys.club(), giveKeys.friends()])
      client.setQueryData(key, []);
    client.setQueryData(giveKeys.link('token-1'), { opened: true });
    client.setQueryData(giveKeys.suggestions('Blue', 'Joni Mitchell'), []);

    await listenerDataChanged(client);

    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(giveKeys.rewards())).toBe(true);
    expect(invalidated(giveKeys.club())).toBe(true);
    expect(invalidated(giveKeys.friends())).toBe(true);
    expect(invalidated(giveKeys.link('token-1'))).toBe(false);
    expect(invalidated(giveKeys.suggestions('Blue', 'Joni Mitchell'))).toBe(false);
  });
});
